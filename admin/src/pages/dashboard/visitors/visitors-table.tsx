import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { DASHBOARD_MESSAGES, VISITOR_ID_SHOWN, type VisitorDetail } from '@platform/shared';
import { DEVICE_LABELS, formatCount, orNone } from './labels';
import { Location, RelativeTime, StatusChip } from './visitor-parts';

/** The visitors seen last first; the shortened id opens the visitor's sessions. */
export function VisitorsTable({ visitors, onOpen }: { visitors: VisitorDetail[]; onOpen: (visitorId: string) => void }) {
  const columns: TableColumnsType<VisitorDetail> = [
    {
      title: 'Besøkende',
      dataIndex: 'visitor_id',
      key: 'id',
      fixed: 'left',
      width: 110,
      render: (id: string) => (
        <Button type="link" size="small" style={{ padding: 0, fontFamily: 'monospace' }} title={id} onClick={() => onOpen(id)}>
          {id.slice(0, VISITOR_ID_SHOWN)}
        </Button>
      ),
    },
    { title: 'IP (maskert)', dataIndex: 'ip_address', key: 'ip', render: (ip: string | null) => orNone(ip) },
    { title: 'Sted', key: 'location', render: (_, visitor) => <Location visitor={visitor} /> },
    { title: 'Sist sett', dataIndex: 'last_visit', key: 'lastVisit', render: (iso: string) => <RelativeTime iso={iso} /> },
    { title: 'Økter', dataIndex: 'session_count', key: 'sessions', align: 'right', render: (value: number) => formatCount(value) },
    { title: 'Sidevisninger', dataIndex: 'page_view_count', key: 'pageViews', align: 'right', render: (value: number) => formatCount(value) },
    {
      title: 'Siste side',
      dataIndex: 'last_page',
      key: 'lastPage',
      render: (page: string | null) => (
        <Typography.Text ellipsis={{ tooltip: page }} style={{ maxWidth: 200 }}>
          {orNone(page)}
        </Typography.Text>
      ),
    },
    {
      title: 'Enhet',
      dataIndex: 'device_type',
      key: 'device',
      render: (device: VisitorDetail['device_type']) => DEVICE_LABELS[device] ?? orNone(device),
    },
    { title: 'Nettleser', dataIndex: 'browser', key: 'browser', render: (value: string | null) => orNone(value) },
    { title: 'OS', dataIndex: 'os', key: 'os', render: (value: string | null) => orNone(value) },
    { title: 'Status', dataIndex: 'status', key: 'status', render: (status: VisitorDetail['status']) => <StatusChip status={status} /> },
  ];
  return (
    <Table<VisitorDetail>
      size="small"
      rowKey="visitor_id"
      columns={columns}
      dataSource={visitors}
      pagination={visitors.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      locale={{ emptyText: DASHBOARD_MESSAGES.noVisitors }}
      scroll={{ x: 'max-content' }}
    />
  );
}
