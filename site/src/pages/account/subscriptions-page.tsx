import { Card, Empty, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { formatDate, type SubscriptionStatus } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '../../api/account';
import { accountQueries, remoteState } from '../../api/queries';
import { useToken } from '../../auth';
import { LoadFailed } from '../../components/load-failed';
import { RequireUser } from '../../components/require-user';
import { SiteLayout } from '../../components/site-layout';
import { localePath, useLocale, useT } from '../../i18n';
import { productPath, signInPath } from '../../site-paths';

const STATUS_COLORS: Record<SubscriptionStatus, string> = { trial: 'blue', active: 'green', inactive: 'default', expired: 'default' };

/** /account/subscriptions: the user's subscriptions and trials. */
export default function SubscriptionsPage() {
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <RequireUser signInPath={signInPath(locale, pathname)}>
      {() => (
        <SiteLayout>
          <Subscriptions />
        </SiteLayout>
      )}
    </RequireUser>
  );
}

const dateOrDash = (value: string | null) => (value ? formatDate(value) : '–');

function Subscriptions() {
  const t = useT();
  const locale = useLocale();
  const subscriptions = useQuery(accountQueries.subscriptions(useToken()));
  const state = remoteState(subscriptions);
  const retry = () => void subscriptions.refetch();

  return (
    <div style={{ paddingTop: 32 }}>
      <Link to={localePath(locale, '/account')}>
        <ArrowLeftOutlined /> {t.subscriptions.back}
      </Link>
      <Typography.Title style={{ margin: '8px 0 24px' }}>{t.subscriptions.title}</Typography.Title>
      {state.status === 'failed' ? (
        <LoadFailed message={t.subscriptions.loadError} onRetry={retry} />
      ) : (
        <Card styles={{ body: { padding: 0 } }}>
          <Table<Subscription>
            rowKey={(row) => `${row.productId}:${row.startedAt}`}
            loading={state.status === 'loading'}
            dataSource={state.status === 'ready' ? state.data : []}
            pagination={false}
            scroll={{ x: true }}
            locale={{ emptyText: state.status === 'loading' ? ' ' : <Empty description={t.subscriptions.empty} /> }}
            columns={[
              {
                title: t.subscriptions.product,
                dataIndex: 'productName',
                render: (name: string, row) => <Link to={productPath(locale, row.productId)}>{name}</Link>,
              },
              {
                title: t.subscriptions.status,
                dataIndex: 'status',
                render: (status: SubscriptionStatus) => <Tag color={STATUS_COLORS[status]}>{t.subscriptions.statuses[status] ?? status}</Tag>,
              },
              { title: t.subscriptions.plan, dataIndex: 'plan', render: (plan: string | null) => plan ?? '–' },
              { title: t.subscriptions.startedAt, dataIndex: 'startedAt', render: dateOrDash },
              { title: t.subscriptions.trialEnd, dataIndex: 'trialEndDate', render: dateOrDash },
              { title: t.subscriptions.periodEnd, dataIndex: 'currentPeriodEnd', render: dateOrDash },
            ]}
          />
        </Card>
      )}
    </div>
  );
}
