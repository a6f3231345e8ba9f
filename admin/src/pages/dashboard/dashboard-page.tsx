import { Suspense, type ReactNode } from 'react';
import { List } from '@refinedev/antd';
import { Skeleton, Tabs } from 'antd';
import { DASHBOARD_MESSAGES, DASHBOARD_TABS, type DashboardFilters, type DashboardOverview, type DashboardTab } from '@platform/shared';
import { useDashboardRead } from './parts/use-dashboard-read';
import { LoadFailed } from '../../components/load-failed';
import { FilterSwitches } from './header/filter-switches';
import { NewInquiriesBanner } from './header/new-inquiries-banner';
import { QuickAccess } from './header/quick-access';
import { OverviewCards } from './overview-cards';
import { TAB_PAGES } from './tabs';
import { useDashboardUrl } from './use-dashboard-url';

const {
  products: ProductsTab,
  activity: ActivityTab,
  health: HealthTab,
  analyses: AnalysesTab,
  metrics: MetricsTab,
  analytics: VisitorsTab,
} = TAB_PAGES;

export const TAB_LABELS: Record<DashboardTab, string> = {
  products: 'Produktoversikt',
  activity: 'Brukeraktivitet',
  health: 'Systemhelse',
  analyses: 'Analyser',
  metrics: 'Metrics',
  analytics: 'Besøkende',
};

interface TabContext {
  filters: DashboardFilters;
  productId: string | null;
  overview: DashboardOverview | undefined;
  overviewLoading: boolean;
}

const TAB_CONTENT: Record<DashboardTab, (context: TabContext) => ReactNode> = {
  products: ({ overview, overviewLoading }) => <ProductsTab products={overview?.productStats} loading={overviewLoading} />,
  activity: ({ filters }) => <ActivityTab filters={filters} />,
  health: () => <HealthTab />,
  analyses: ({ filters }) => <AnalysesTab filters={filters} />,
  metrics: ({ filters }) => <MetricsTab filters={filters} />,
  analytics: ({ filters, productId }) => <VisitorsTab filters={filters} productId={productId} />,
};

/** /admin/dashboard: the platform at a glance, with the switches, the tabs and the `?tab=` in the URL. */
export function DashboardPage() {
  const { filters, tab, productId, setFilter, setTab } = useDashboardUrl();
  const overview = useDashboardRead<DashboardOverview>('dashboard-overview', filters);
  const analytics = overview.data?.analytics;
  const context: TabContext = { filters, productId, overview: overview.data, overviewLoading: overview.loading };

  return (
    <List title="Dashboard" headerButtons={<FilterSwitches filters={filters} onChange={setFilter} />}>
      {overview.failed && (
        <div style={{ marginBottom: 16 }}>
          <LoadFailed message={DASHBOARD_MESSAGES.overviewFailed} onRetry={overview.retry} retrying={overview.fetching} />
        </div>
      )}
      <OverviewCards analytics={analytics} loading={overview.loading} />
      <NewInquiriesBanner count={analytics?.newInquiries} />
      <QuickAccess newInquiries={analytics?.newInquiries} />
      {/* Only the shown tab is mounted: a hidden tab neither fetches nor polls (the metrics tab reads when chosen, §4). */}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as DashboardTab)}
        destroyOnHidden
        items={DASHBOARD_TABS.map((key) => ({
          key,
          label: TAB_LABELS[key],
          children: <Suspense fallback={<Skeleton active />}>{TAB_CONTENT[key](context)}</Suspense>,
        }))}
      />
    </List>
  );
}

export default DashboardPage;
