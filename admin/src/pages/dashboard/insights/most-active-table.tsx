import { Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, type ActiveUser } from '@platform/shared';
import { formatNumber } from '../parts/format';

const COLUMNS: TableColumnsType<ActiveUser> = [
  {
    title: 'Bruker',
    key: 'user',
    render: (_, user) => (
      <Space direction="vertical" size={0}>
        <Link to={`/users/${user.userId}`}>{user.name ?? user.email}</Link>
        {user.name && <Typography.Text type="secondary">{user.email}</Typography.Text>}
      </Space>
    ),
  },
  { title: 'Innlogginger', dataIndex: 'signIns', key: 'signIns', align: 'right', render: (n: number) => formatNumber(n) },
  { title: 'Sist innlogget', dataIndex: 'lastSignIn', key: 'lastSignIn', render: (iso: string) => formatDateTime(iso) },
];

/** The users who signed in most within the period, each linking to their page. */
export function MostActiveTable({ users, days }: { users: ActiveUser[]; days: number }) {
  return (
    <Card size="small" title={`Mest aktive brukere (siste ${days} dager)`} role="region" aria-label="Mest aktive brukere">
      <Table<ActiveUser>
        size="small"
        rowKey="userId"
        pagination={false}
        columns={COLUMNS}
        dataSource={users}
        locale={{ emptyText: 'Ingen innlogginger i perioden' }}
      />
    </Card>
  );
}
