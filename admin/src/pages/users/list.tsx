import { List } from '@refinedev/antd';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { ADMIN_USER_MESSAGES } from '@platform/shared';
import { serverMessage } from '../../utils/server-message';
import { UserStatCards } from './components/user-stat-cards';
import { UsersTable } from './components/users-table';
import { UsersToolbar } from './components/users-toolbar';
import { useUserFilters } from './hooks/use-user-filters';
import { useUserList } from './hooks/use-user-list';
import { NEW_USER_PATH, USER_TEXTS } from './labels';

/** Brukere: every account with its products and payments, filtered and paged on the server. */
export function UserList() {
  const navigate = useNavigate();
  const { filters, set } = useUserFilters();
  const { users, total, stats, warning, error, loading } = useUserList(filters);
  const filtered = Boolean(filters.q) || filters.type !== 'all' || filters.emailStatus !== 'all' || Boolean(filters.product);

  return (
    <List
      title={USER_TEXTS.title}
      headerButtons={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NEW_USER_PATH)}>
          {USER_TEXTS.newUser}
        </Button>
      }
    >
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={ADMIN_USER_MESSAGES.loadFailed}
          description={serverMessage(error, ADMIN_USER_MESSAGES.loadError)}
        />
      )}
      {warning && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={warning} />}
      <UserStatCards stats={stats} loading={loading} />
      <UsersToolbar filters={filters} onChange={set} />
      <UsersTable
        users={users}
        total={total}
        page={filters.page}
        pageSize={filters.pageSize}
        loading={loading}
        filtered={filtered}
        // A new page size starts again on the first page.
        onPage={(page, pageSize) => set(pageSize !== filters.pageSize ? { pageSize } : { page })}
      />
    </List>
  );
}

export default UserList;
