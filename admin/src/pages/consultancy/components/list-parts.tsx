import { Button, Empty, Flex, Select, Table, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { useConsultancyList } from './use-consultancy-list';
import { LoadFailed } from '../../../components/load-failed';
import { SearchInput } from '../../../components/search-input';
import { serverMessage } from '../../../utils/server-message';
import { ALL, CONSULTANCY_TEXTS } from '../labels';

interface ToolbarProps {
  search: { search: string; searchPlaceholder: string };
  statuses: readonly string[];
  labels: Record<string, string>;
  status: string;
  q: string;
  onFilter: (field: 'status' | 'q', value: string | undefined) => void;
  children?: React.ReactNode;
}

/** Search and the status filter above a tab's table; `children`: the tab's own buttons. */
export function ListToolbar({ search, statuses, labels, status, q, onFilter, children }: ToolbarProps) {
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <SearchInput label={search.search} placeholder={search.searchPlaceholder} width={320} value={q} onSearch={(text) => onFilter('q', text)} />
      <Select
        aria-label={CONSULTANCY_TEXTS.status}
        prefix={`${CONSULTANCY_TEXTS.status}:`}
        style={{ minWidth: 180 }}
        value={status || ALL}
        onChange={(value: string) => onFilter('status', value === ALL ? undefined : value)}
        options={[{ value: ALL, label: CONSULTANCY_TEXTS.all }, ...statuses.map((value) => ({ value, label: labels[value] ?? value }))]}
        popupMatchSelectWidth={false}
      />
      <Flex gap={8} style={{ marginLeft: 'auto' }}>
        {children}
      </Flex>
    </Flex>
  );
}

/** A list that failed to load: the server's word and a retry. */
export function ConsultancyLoadFailed({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  return (
    <LoadFailed
      message={CONSULTANCY_TEXTS.loadFailed(serverMessage(query.error, 'Prøv igjen.'))}
      onRetry={() => void query.refetch()}
      retryLabel={CONSULTANCY_TEXTS.retry}
    />
  );
}

/** A row's actions must not also open the row. */
export const stop = (event: React.MouseEvent) => event.stopPropagation();

/** Opens the row's record unless a link or a button in it was clicked. */
export const openRow = (open: () => void) => ({
  style: { cursor: 'pointer' },
  onClick: (event: React.MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a, button, .ant-rate')) open();
  },
});

/** A row's buttons: the tab's own first (`children`), then edit (when the tab edits in a dialog) and delete. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit?: () => void;
  onDelete: () => void;
  children?: React.ReactNode;
}) {
  return (
    <Flex gap={4} onClick={stop}>
      {children}
      {onEdit && (
        <Tooltip title={CONSULTANCY_TEXTS.edit}>
          <Button size="small" icon={<EditOutlined />} aria-label={`${CONSULTANCY_TEXTS.edit} ${name}`} onClick={onEdit} />
        </Tooltip>
      )}
      <Tooltip title={CONSULTANCY_TEXTS.delete}>
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${CONSULTANCY_TEXTS.delete} ${name}`} onClick={onDelete} />
      </Tooltip>
    </Flex>
  );
}

interface RecordsTableProps<T extends { id: number }> {
  list: ReturnType<typeof useConsultancyList<T>>;
  columns: TableColumnsType<T>;
  texts: { empty: string; emptyFiltered: string };
  /** Opens a row's own page (tabs without one edit in a dialog). */
  onOpen?: (record: T) => void;
}

/** A tab's table of server pages with its total, the empty texts, or the load failure with a retry. */
export function RecordsTable<T extends { id: number }>({ list, columns, texts, onOpen }: RecordsTableProps<T>) {
  if (list.tableQuery.isError) return <ConsultancyLoadFailed query={list.tableQuery} />;
  return (
    <Table<T>
      {...list.tableProps}
      rowKey="id"
      size="middle"
      columns={columns}
      onRow={onOpen && ((record) => openRow(() => onOpen(record)))}
      pagination={list.tableProps.pagination && { ...list.tableProps.pagination, showTotal: CONSULTANCY_TEXTS.total }}
      locale={{
        emptyText: list.tableProps.loading ? (
          <div style={{ height: 120 }} />
        ) : (
          <Empty description={list.filtered ? texts.emptyFiltered : texts.empty} />
        ),
      }}
    />
  );
}
