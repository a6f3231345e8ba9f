import { useEffect, useRef, type ReactNode } from 'react';
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
  const container = useRef<HTMLDivElement>(null);
  // antd's wide tables copy the header, select-all checkbox included, into an aria-hidden row that only measures
  // column widths; inert keeps that copy out of the tab order, so keyboard users meet each control once.
  useEffect(() => {
    container.current?.querySelectorAll('.ant-table-measure-row').forEach((row) => row.setAttribute('inert', ''));
  });

  return (
    <div ref={container}>
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
          // The title names the checkbox for screen readers (antd's types have no aria-label here).
          getCheckboxProps: (idea) => ({ title: `Select "${idea.title}"` }),
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
    </div>
  );
}
