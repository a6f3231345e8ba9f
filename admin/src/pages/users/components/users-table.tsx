import { Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { USER_PAGE_SIZES, adminUserName, formatDate, formatNok, type AdminUser } from '@platform/shared';
import { NONE, USER_TEXTS, accessLevelName, userPath } from '../labels';
import { AccountStatusTag, EmailVerifiedTag, ProductChip, TestUserTag } from './user-tags';

interface UsersTableProps {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  filtered: boolean;
  onPage: (page: number, pageSize: number) => void;
}

/** One page of users from the server; a row (or the name, for the keyboard) opens the user. */
export function UsersTable({ users, total, page, pageSize, loading, filtered, onPage }: UsersTableProps) {
  const navigate = useNavigate();
  const columns: TableColumnsType<AdminUser> = [
    {
      title: 'Bruker',
      key: 'name',
      width: 260,
      render: (_, user) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Link to={userPath(user.id)}>{adminUserName(user)}</Link>
          <Typography.Text type="secondary" ellipsis={{ tooltip: user.email }}>
            {user.email}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Tilgangsnivå', dataIndex: 'accessLevel', key: 'accessLevel', width: 120, render: accessLevelName },
    {
      title: 'Type',
      dataIndex: 'accountType',
      key: 'accountType',
      width: 80,
      render: (type: number) => (type === 1 ? <TestUserTag accountType={type} /> : 'Vanlig'),
    },
    {
      title: 'Status',
      dataIndex: 'accountStatus',
      key: 'accountStatus',
      width: 110,
      render: (status: AdminUser['accountStatus']) => <AccountStatusTag status={status} />,
    },
    {
      title: 'E-post',
      dataIndex: 'emailVerified',
      key: 'emailVerified',
      width: 130,
      render: (verified: boolean) => <EmailVerifiedTag verified={verified} />,
    },
    {
      title: 'Produkter',
      dataIndex: 'products',
      key: 'products',
      width: 300,
      render: (products: AdminUser['products']) =>
        products.length ? products.map((product) => <ProductChip key={product.productId} product={product} />) : NONE,
    },
    { title: 'Totalt betalt', dataIndex: 'totalSpent', key: 'totalSpent', width: 130, align: 'right', render: (nok: number) => formatNok(nok) },
    { title: 'Registrert', dataIndex: 'signUpDate', key: 'signUpDate', width: 110, render: (at: string | null) => (at ? formatDate(at) : NONE) },
  ];

  return (
    <Table<AdminUser>
      rowKey="id"
      size="small"
      tableLayout="fixed"
      scroll={{ x: 1240 }}
      dataSource={users}
      columns={columns}
      loading={loading}
      onRow={(user) => ({
        style: { cursor: 'pointer' },
        // The name's link navigates by itself; the rest of the row does it here.
        onClick: (event) => {
          if (!(event.target as HTMLElement).closest('a')) navigate(userPath(user.id));
        },
      })}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: USER_PAGE_SIZES.map(String),
        showTotal: USER_TEXTS.total,
        onChange: onPage,
      }}
      locale={{
        emptyText: loading ? <div style={{ height: 120 }} /> : <Empty description={filtered ? USER_TEXTS.emptyFiltered : USER_TEXTS.empty} />,
      }}
    />
  );
}
