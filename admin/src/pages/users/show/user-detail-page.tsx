import { Button, Card, Result, Skeleton, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { ADMIN_USER_MESSAGES } from '@platform/shared';
import { useSearchParam } from '../../../hooks/use-search-param';
import { serverMessage } from '../../../utils/server-message';
import { useUserDetail } from '../hooks/use-user-detail';
import { USERS_LIST_PATH, USER_TEXTS } from '../labels';
import { ActivityTab } from './activity-tab';
import { DetailHeader } from './detail-header';
import { PaymentsTab } from './payments-tab';
import { ProductsTab } from './products-tab';
import { ProfileTab } from './profile-tab';

const TABS = ['profile', 'products', 'activity', 'payments'] as const;
type Tab = (typeof TABS)[number];

/** /users/:id: who the user is, and four tabs to edit the profile, grant products, read activity and payments. */
export function UserDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const { user, setUser, error } = useUserDetail(id);
  // The tab is in the address (?tab=payments), so a reload or a link opens the same one.
  const [tab, setTab] = useSearchParam<Tab>('tab', TABS, 'profile');

  if (error && error.statusCode !== 401) {
    const notFound = error.statusCode === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? ADMIN_USER_MESSAGES.notFound : USER_TEXTS.loadUserFailed}
        subTitle={notFound ? undefined : serverMessage(error, ADMIN_USER_MESSAGES.loadError)}
        extra={<Button onClick={() => navigate(USERS_LIST_PATH)}>{USER_TEXTS.back}</Button>}
      />
    );
  }
  if (!user) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <>
      <DetailHeader user={user} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as Tab)}
          // A tab reads afresh each time it is opened (the products and payments of the other tabs change it).
          destroyOnHidden
          items={[
            { key: 'profile', label: 'Profil', children: <ProfileTab user={user} onSaved={setUser} /> },
            { key: 'products', label: 'Produkter', children: <ProductsTab user={user} onChanged={setUser} /> },
            { key: 'activity', label: 'Aktivitet', children: <ActivityTab userId={user.id} /> },
            { key: 'payments', label: 'Betalinger', children: <PaymentsTab userId={user.id} /> },
          ]}
        />
      </Card>
    </>
  );
}
