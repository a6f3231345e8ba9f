import { CreateButton, List, useTable } from '@refinedev/antd';
import { useNavigation, type CrudSort } from '@refinedev/core';
import { Empty, Table } from 'antd';
import { IDEA_LIST_DEFAULT_SORT, type Idea } from '@platform/shared';
import { ideaColumns } from './components/columns';
import { IdeaListToolbar } from './components/list-toolbar';
import type { IdeaFilterField } from './labels';

const PAGE_SIZE = 20;

/** Business Ideas: the table view of the pipeline, with search, filters and sorting kept in the URL. */
export function IdeaList() {
  const { showUrl, show } = useNavigation();
  const { tableProps, filters, sorters, setFilters, setSorters, setCurrentPage } = useTable<Idea>({
    resource: 'ideas',
    pagination: { pageSize: PAGE_SIZE, mode: 'server' },
    sorters: { initial: [{ field: IDEA_LIST_DEFAULT_SORT.sortBy, order: IDEA_LIST_DEFAULT_SORT.sortOrder }] },
    filters: { mode: 'server' },
    syncWithLocation: true,
  });

  // A new filter or sort starts again from the first page.
  const onFilter = (field: IdeaFilterField, value: string | undefined) => {
    setFilters([{ field, operator: 'eq', value }]);
    setCurrentPage(1);
  };
  const onSort = (sort: CrudSort) => {
    setSorters([sort]);
    setCurrentPage(1);
  };

  const showPath = (id: Idea['id']) => showUrl('ideas', id);

  return (
    <List
      title="Business Ideas"
      headerProps={{ subTitle: 'Manage and track your innovation pipeline' }}
      headerButtons={<CreateButton resource="ideas">New Idea</CreateButton>}
    >
      <IdeaListToolbar filters={filters} sorters={sorters} onFilter={onFilter} onSort={onSort} />
      <Table<Idea>
        {...tableProps}
        rowKey="id"
        size="middle"
        tableLayout="fixed"
        scroll={{ x: 1700 }}
        columns={ideaColumns(sorters, showPath)}
        onRow={(idea) => ({
          style: { cursor: 'pointer' },
          onClick: (event) => {
            // The title is already a link; let it navigate on its own.
            if ((event.target as HTMLElement).closest('a')) return;
            show('ideas', idea.id);
          },
        })}
        locale={{ emptyText: tableProps.loading ? <div style={{ height: 120 }} /> : <NoIdeas /> }}
      />
    </List>
  );
}

function NoIdeas() {
  return (
    <Empty description="No ideas found">
      <CreateButton resource="ideas">Create First Idea</CreateButton>
    </Empty>
  );
}

export default IdeaList;
