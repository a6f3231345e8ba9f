import { Button, Empty, Table, Tooltip, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { LOG_LIMITS, formatLogTime, type LogEntry } from '@platform/shared';
import { CATEGORY_LABELS, LOG_TEXTS, NONE, formatCount, labelOf } from '../labels';
import { LevelTag } from './level-tag';
import { LogExtras, hasExtras } from './log-extras';
import { StatusTag } from './status-tag';

interface LogTableProps {
  entries: LogEntry[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
  onDetails: (entry: LogEntry) => void;
}

const orNone = (value: string | null) => value || NONE;

/** One page of entries from the server, newest first; a row expands to its metadata and stack. */
export function LogTable({ entries, total, page, loading, onPage, onDetails }: LogTableProps) {
  const columns: TableColumnsType<LogEntry> = [
    {
      title: 'Tid',
      dataIndex: 'timestamp',
      key: 'timestamp',
      width: 170,
      render: (timestamp: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatLogTime(timestamp)}</span>,
    },
    { title: 'Nivå', dataIndex: 'level', key: 'level', width: 100, render: (level: LogEntry['level']) => <LevelTag level={level} /> },
    { title: 'Kategori', dataIndex: 'category', key: 'category', width: 130, render: (category: string) => labelOf(CATEGORY_LABELS, category) },
    { title: 'Handling', dataIndex: 'action', key: 'action', width: 180, ellipsis: { showTitle: true } },
    { title: 'Melding', dataIndex: 'errorMessage', key: 'errorMessage', width: 260, ellipsis: { showTitle: true }, render: orNone },
    { title: 'Bruker', dataIndex: 'userEmail', key: 'userEmail', width: 200, ellipsis: { showTitle: true }, render: orNone },
    { title: 'IP', dataIndex: 'ipAddress', key: 'ipAddress', width: 130, render: orNone },
    { title: 'Status', dataIndex: 'status', key: 'status', width: 100, render: (status: string | null) => <StatusTag status={status} /> },
    {
      title: 'Varighet',
      dataIndex: 'durationMs',
      key: 'durationMs',
      width: 100,
      align: 'right',
      render: (ms: number | null) => (ms === null ? NONE : `${formatCount(ms)} ms`),
    },
    {
      // The header stays empty; each row's button carries its own accessible name.
      title: '',
      key: 'details',
      width: 60,
      fixed: 'right',
      align: 'center',
      render: (_, entry) => (
        <Tooltip title="Detaljer">
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={`Detaljer for ${entry.action}, ${formatLogTime(entry.timestamp)}`}
            onClick={() => onDetails(entry)}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <Table<LogEntry>
      rowKey="id"
      size="small"
      tableLayout="fixed"
      scroll={{ x: 1500 }}
      dataSource={entries}
      columns={columns}
      loading={loading}
      expandable={{ expandedRowRender: (entry) => <LogExtras entry={entry} />, rowExpandable: hasExtras }}
      pagination={{
        current: page,
        pageSize: LOG_LIMITS.pageSize,
        total,
        showSizeChanger: false,
        showTotal: LOG_TEXTS.total,
        onChange: onPage,
      }}
      locale={{ emptyText: loading ? <div style={{ height: 120 }} /> : <Empty description={LOG_TEXTS.empty} /> }}
    />
  );
}
