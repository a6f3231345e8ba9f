import { useMemo, useState } from 'react';
import { CreateButton, useTable } from '@refinedev/antd';
import { useGetIdentity, type CrudSort } from '@refinedev/core';
import { Button, Empty } from 'antd';
import { IDEA_LIST_DEFAULT_SORT, type Idea } from '@platform/shared';
import { useSearchParam } from '../../../../hooks/use-search-param';
import type { AdminIdentity } from '../../../../providers/auth-provider';
import { useHiddenColumns } from '../../hooks/use-hidden-columns';
import { useDeleteIdeas, useUpdateRank } from '../../hooks/use-idea-mutations';
import { useAllMatchingIdeas, useFetchIdeasForExport, useIdeaStats, useRefreshIdeas } from '../../hooks/use-idea-queries';
import { IDEA_VIEWS, type IdeaFilterField } from '../../labels';
import { ExportDialog } from '../export/export-dialog';
import { ImportDialog } from '../import/import-dialog';
import { IdeaListToolbar } from '../list-toolbar';
import { PriorityMatrix } from '../views/priority-matrix';
import { RankingView } from '../views/ranking-view';
import { IdeasTable } from './ideas-table';
import { ListActions } from './list-actions';
import { inRankOrder } from './local-ranks';
import { RankCell } from './rank-cell';
import { RowActions } from './row-actions';
import { SummaryCards } from './summary-cards';

const PAGE_SIZE = 20;
export const NO_MATCH_TEXT = 'No ideas match the search and filters.';

/** The Ideas tab: summary cards, search/filters/sort, the three views and the import/export dialogs. */
export function IdeasTab() {
  const [view, setView] = useSearchParam('view', IDEA_VIEWS, 'table');
  const { tableProps, tableQuery, filters, sorters, setFilters, setSorters, setCurrentPage } = useTable<Idea>({
    resource: 'ideas',
    pagination: { pageSize: PAGE_SIZE, mode: 'server' },
    sorters: { initial: [{ field: IDEA_LIST_DEFAULT_SORT.sortBy, order: IDEA_LIST_DEFAULT_SORT.sortOrder }] },
    filters: { mode: 'server' },
    syncWithLocation: true,
    // The other views ask for every matching idea instead of one page.
    queryOptions: { enabled: view === 'table' },
  });
  const { stats, isLoading: statsLoading } = useIdeaStats(filters);
  const all = useAllMatchingIdeas(filters, sorters, view !== 'table');
  const loadForExport = useFetchIdeasForExport(filters, sorters);
  const refresh = useRefreshIdeas();

  const { data: user } = useGetIdentity<AdminIdentity>();
  const { hidden, setColumnVisible } = useHiddenColumns(user?.id);

  const [selectedIds, setSelectedIds] = useState<Idea['id'][]>([]);
  const [deleting, setDeleting] = useState(false);
  const [removedIds, setRemovedIds] = useState<ReadonlySet<Idea['id']>>(new Set());
  const [dialog, setDialog] = useState<'import' | 'export' | null>(null);
  const deleteIdeas = useDeleteIdeas();
  const updateRank = useUpdateRank();

  // A new filter or sort starts again from the first page.
  const onFilter = (field: IdeaFilterField, value: string | undefined) => {
    setFilters([{ field, operator: 'eq', value }]);
    setCurrentPage(1);
  };
  const onSort = (sort: CrudSort) => {
    setSorters([sort]);
    setCurrentPage(1);
  };

  const pageRows = tableProps.dataSource as readonly Idea[] | undefined;
  const rows = useMemo(
    () => inRankOrder((pageRows ?? []).filter((idea) => !removedIds.has(idea.id)), sorters[0]),
    [pageRows, removedIds, sorters],
  );

  const saveRank = (idea: Idea, rank: number) => updateRank(idea.id, rank);

  const forget = (ids: Idea['id'][]) => {
    if (ids.length === 0) return;
    setRemovedIds((prev) => new Set([...prev, ...ids]));
    setSelectedIds((prev) => prev.filter((id) => !ids.includes(id)));
  };

  const deleteSelected = async () => {
    setDeleting(true);
    try {
      const deleted = await deleteIdeas(selectedIds);
      // The spec: the selection clears once at least one delete went through.
      if (deleted.length > 0) {
        forget(deleted);
        setSelectedIds([]);
      }
    } finally {
      setDeleting(false);
    }
  };

  // A search or filter that finds nothing is not an empty pipeline: say so, and offer the way back.
  const filtering = filters.some((filter) => 'field' in filter && filter.value !== undefined && filter.value !== '' && filter.value !== 'all');
  const clearFilters = () => {
    setFilters([], 'replace');
    setCurrentPage(1);
  };
  const empty = filtering ? (
    <Empty description={NO_MATCH_TEXT}>
      <Button onClick={clearFilters}>Clear search and filters</Button>
    </Empty>
  ) : (
    <Empty description="No ideas found">
      <CreateButton resource="ideas">Create First Idea</CreateButton>
    </Empty>
  );

  return (
    <>
      <SummaryCards stats={stats} loading={statsLoading} />
      <IdeaListToolbar filters={filters} sorters={sorters} onFilter={onFilter} onSort={onSort} />
      <ListActions
        view={view}
        onView={setView}
        onExport={() => setDialog('export')}
        onImport={() => setDialog('import')}
        hiddenColumns={hidden}
        onColumnChange={setColumnVisible}
        selectedCount={selectedIds.length}
        deleting={deleting}
        onDeleteSelected={deleteSelected}
      />

      {view === 'table' && (
        <IdeasTable
          tableProps={{ ...tableProps, loading: tableQuery.isLoading }}
          rows={rows}
          sorters={sorters}
          hiddenColumns={hidden}
          selectedIds={selectedIds}
          onSelect={setSelectedIds}
          renderRank={(idea) => <RankCell rank={idea.rank} title={idea.title} onSave={(rank) => void saveRank(idea, rank)} />}
          renderActions={(idea) => <RowActions idea={idea} onDelete={async () => forget(await deleteIdeas([idea.id]))} />}
          empty={empty}
        />
      )}
      {view === 'ranking' && <RankingView ideas={all.ideas} loading={all.isLoading} empty={empty} />}
      {view === 'matrix' && <PriorityMatrix ideas={all.ideas} loading={all.isLoading} empty={empty} />}

      <ImportDialog open={dialog === 'import'} onClose={() => setDialog(null)} onImported={() => void refresh()} />
      <ExportDialog open={dialog === 'export'} onClose={() => setDialog(null)} loadIdeas={loadForExport} />
    </>
  );
}
