import { useState } from 'react';
import { Flex, Segmented, Skeleton, Tabs } from 'antd';
import {
  DASHBOARD_MESSAGES,
  VISITOR_DAY_OPTIONS,
  VISITOR_DAYS_DEFAULT,
  type DashboardFilters,
  type VisitorAnalytics,
  type VisitorDays,
} from '@platform/shared';
import 'flag-icons/css/flag-icons.min.css';
import { LoadFailed } from '../../../components/load-failed';
import { useSearchParam } from '../../../hooks/use-search-param';
import { ExcludedIpsPanel } from '../visitors/excluded-ips-panel';
import { SUB_TAB_LABELS, VISITOR_TEXTS } from '../visitors/labels';
import { ProductFilter } from '../visitors/product-filter';
import { PopularPagesTable, ReferrersTable, SearchTermsTable, TrafficSourcesTable } from '../visitors/top-lists';
import { useVisitorAnalytics } from '../visitors/use-visitor-data';
import { VisitorCards } from '../visitors/visitor-cards';
import { VisitorDialog } from '../visitors/visitor-dialog';
import { VisitorsChart } from '../visitors/visitors-chart';
import { VisitorsTable } from '../visitors/visitors-table';

const DAY_VALUES = VISITOR_DAY_OPTIONS.map(String) as Array<`${VisitorDays}`>;

/** A data sub-tab: its table once the figures are in, a skeleton before (nothing when they failed: the alert says so). */
const pane = (analytics: VisitorAnalytics | undefined, loading: boolean, table: (analytics: VisitorAnalytics) => React.ReactNode) =>
  analytics ? table(analytics) : loading ? <Skeleton active paragraph={{ rows: 4 }} /> : null;

/** Besøkende: the site's visits over 7, 30 or 90 days (?days), fetched again every minute, optionally for one product. */
export default function VisitorsTab({ filters, productId }: { filters: DashboardFilters; productId: string | null }) {
  const [daysParam, setDays] = useSearchParam('days', DAY_VALUES, `${VISITOR_DAYS_DEFAULT}`);
  const days = Number(daysParam) as VisitorDays;
  const { analytics, loading, failed, retry } = useVisitorAnalytics(filters, days, productId);
  const [openVisitor, setOpenVisitor] = useState<string | null>(null);

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Segmented<`${VisitorDays}`>
          aria-label={VISITOR_TEXTS.daysLabel}
          value={daysParam}
          onChange={setDays}
          options={DAY_VALUES.map((value) => ({ value, label: VISITOR_TEXTS.days(Number(value)) }))}
        />
        {productId && <ProductFilter productId={productId} />}
      </Flex>

      {failed ? (
        <LoadFailed message={DASHBOARD_MESSAGES.visitorsFailed} onRetry={retry} />
      ) : (
        <>
          <VisitorCards analytics={analytics} loading={loading} />
          {analytics ? <VisitorsChart days={analytics.visitors_by_day} /> : <Skeleton.Node active style={{ width: '100%', height: 280 }} />}
        </>
      )}

      <Tabs
        items={[
          { key: 'search', label: SUB_TAB_LABELS.search, children: pane(analytics, loading, (a) => <SearchTermsTable rows={a.search_queries} />) },
          {
            key: 'sources',
            label: SUB_TAB_LABELS.sources,
            children: pane(analytics, loading, (a) => <TrafficSourcesTable rows={a.traffic_sources} />),
          },
          { key: 'pages', label: SUB_TAB_LABELS.pages, children: pane(analytics, loading, (a) => <PopularPagesTable rows={a.popular_pages} />) },
          { key: 'referrers', label: SUB_TAB_LABELS.referrers, children: pane(analytics, loading, (a) => <ReferrersTable rows={a.top_referrers} />) },
          {
            key: 'visitors',
            label: SUB_TAB_LABELS.visitors,
            children: pane(analytics, loading, (a) => <VisitorsTable visitors={a.visitor_details} onOpen={setOpenVisitor} />),
          },
          { key: 'excluded', label: SUB_TAB_LABELS.excluded, children: <ExcludedIpsPanel onChanged={retry} /> },
        ]}
      />

      <VisitorDialog visitorId={openVisitor} onClose={() => setOpenVisitor(null)} />
    </Flex>
  );
}
