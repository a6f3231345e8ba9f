import { useState } from 'react';
import { Empty, Table, type TableColumnsType } from 'antd';
import { USER_PAGE_SIZE, formatLogTime, type LogEntry } from '@platform/shared';
import { LevelTag } from '../../logs/components/level-tag';
import { StatusTag } from '../../logs/components/status-tag';
import { CATEGORY_LABELS, labelOf } from '../../logs/labels';
import { useUserActivity } from '../hooks/use-user-activity';
import { NONE, USER_TEXTS } from '../labels';

/** Aktivitet: what the system log holds about the user, newest first, a page at a time. */
export function ActivityTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const { entries, total, loading } = useUserActivity(userId, page);

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
    { title: 'Handling', dataIndex: 'action', key: 'action', width: 200, ellipsis: { showTitle: true } },
    {
      title: 'Melding',
      dataIndex: 'errorMessage',
      key: 'errorMessage',
      width: 240,
      ellipsis: { showTitle: true },
      render: (text: string | null) => text || NONE,
    },
    { title: 'Status', dataIndex: 'status', key: 'status', width: 100, render: (status: string | null) => <StatusTag status={status} /> },
  ];

  return (
    <Table<LogEntry>
      rowKey="id"
      size="small"
      tableLayout="fixed"
      scroll={{ x: 940 }}
      dataSource={entries}
      columns={columns}
      loading={loading}
      pagination={{ current: page, pageSize: USER_PAGE_SIZE, total, showSizeChanger: false, showTotal: USER_TEXTS.activityTotal, onChange: setPage }}
      locale={{ emptyText: loading ? <div style={{ height: 120 }} /> : <Empty description={USER_TEXTS.activityEmpty} /> }}
    />
  );
}
