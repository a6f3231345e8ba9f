import type { ReactNode } from 'react';
import type { CrudSort } from '@refinedev/core';
import { useNavigation } from '@refinedev/core';
import { Table, type TableProps } from 'antd';
import type { Idea } from '@platform/shared';
import type { ToggleableColumn } from '../../labels';
import { ideaColumns } from '../columns';

interface IdeasTableProps {
  tableProps: TableProps<Idea>;
  rows: Idea[];
  sorters: CrudSort[];
  hiddenColumns: readonly ToggleableColumn[];
  selectedIds: Idea['id'][];
  onSelect: (ids: Idea['id'][]) => void;
  renderRank: (idea: Idea) => ReactNode;
  renderActions: (idea: Idea) => ReactNode;
  empty: ReactNode;
}

// Clicks on these belong to the control, not to the row.
const CONTROLS = 'a, button, input, label, textarea, .ant-checkbox-wrapper, .ant-table-selection-column';

/** Table View: one page of ideas with selection, inline rank edit and a menu per row; a row click opens the idea. */
export function IdeasTable({ tableProps, rows, sorters, hiddenColumns, selectedIds, onSelect, renderRank, renderActions, empty }: IdeasTableProps) {
  const { showUrl, show } = useNavigation();
  const showPath = (id: Idea['id']) => showUrl('ideas', id);

  return (
    <Table<Idea>
      {...tableProps}
      dataSource={rows}
      rowKey="id"
      size="middle"
      tableLayout="fixed"
      scroll={{ x: 2000 }}
      columns={ideaColumns({ sorters, showPath, hidden: hiddenColumns, renderRank, renderActions })}
      rowSelection={{
        selectedRowKeys: selectedIds,
        onChange: (keys) => onSelect(keys as Idea['id'][]),
        // The selection survives paging, so ideas from several pages can be deleted together.
        preserveSelectedRowKeys: true,
      }}
      onRow={(idea) => ({
        style: { cursor: 'pointer' },
        onClick: (event) => {
          const target = event.target as HTMLElement;
          // Menus and dialogs render in portals outside the row but still bubble through it.
          if (!event.currentTarget.contains(target) || target.closest(CONTROLS)) return;
          show('ideas', idea.id);
        },
      })}
      locale={{ emptyText: tableProps.loading ? <div style={{ height: 120 }} /> : empty }}
    />
  );
}
