import { Col, Row, Skeleton, Space } from 'antd';
import { DASHBOARD_MESSAGES, type DashboardFilters, type DashboardMetrics } from '@platform/shared';
import { DailyPanel } from '../insights/daily-panel';
import { LoadFailed } from '../../../components/load-failed';
import { MetricCards } from '../insights/metric-cards';
import { ProductMetricsTable } from '../insights/product-metrics-table';
import { RevenueSection } from '../insights/revenue-section';
import { useDashboardRead } from '../parts/use-dashboard-read';

/** Metrics (§2): fetched when the tab is shown, which is when the page mounts it (§4). */
export default function MetricsTab({ filters }: { filters: DashboardFilters }) {
  const { data: metrics, loading, failed, fetching, retry } = useDashboardRead<DashboardMetrics>('metrics', filters);
  if (failed && !metrics) return <LoadFailed message={DASHBOARD_MESSAGES.metricsFailed} onRetry={retry} retrying={fetching} />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} aria-busy={loading}>
      <MetricCards metrics={metrics} />
      {!metrics ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <DailyPanel title="Innloggingsaktivitet" unit="innlogginger" days={metrics.activity.signIns} shape="line" />
            </Col>
            <Col xs={24} lg={12}>
              <DailyPanel title="Registreringsaktivitet" unit="registreringer" days={metrics.activity.registrations} shape="bar" />
            </Col>
          </Row>
          <ProductMetricsTable products={metrics.products} days={metrics.period.days} />
          <RevenueSection metrics={metrics} />
        </>
      )}
    </Space>
  );
}
