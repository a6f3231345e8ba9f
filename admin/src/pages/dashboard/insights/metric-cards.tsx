import { Col, Row, Space } from 'antd';
import { METRIC_DEFINITIONS, type DashboardMetrics } from '@platform/shared';
import { StatCard } from '../parts/stat-card';
import { formatKr, formatNumber, formatPercent } from '../parts/format';
import { ChurnChange } from './churn-change';

type CardKey = Exclude<keyof typeof METRIC_DEFINITIONS, 'totalRevenue'>;
type Format = (value: number | null | undefined) => string;

const percent: Format = (value) => formatPercent(value);

/** The cards in the order the spec lists them, each with the figure it shows and how it is written. */
const CARDS: Array<{ key: CardKey; value: (metrics: DashboardMetrics) => number | null; format: Format }> = [
  { key: 'activeSubscriptions', value: (m) => m.overall.activeSubscriptions, format: formatNumber },
  { key: 'trialConversions', value: (m) => m.overall.trialConversions, format: formatNumber },
  { key: 'activeUsers', value: (m) => m.overall.activeUsers, format: formatNumber },
  { key: 'conversionRate', value: (m) => m.overall.conversionRate, format: percent },
  { key: 'averageRevenuePerUser', value: (m) => m.revenue.averageRevenuePerUser, format: formatKr },
  { key: 'churnRate', value: (m) => m.revenue.churnRate, format: percent },
  { key: 'lastMonthRevenue', value: (m) => m.revenue.lastMonthRevenue, format: formatKr },
  { key: 'totalUsers', value: (m) => m.overall.totalUsers, format: formatNumber },
];

/** Eight figure cards with their definitions; churn also shows its change against the period before. */
export function MetricCards({ metrics }: { metrics: DashboardMetrics | undefined }) {
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map(({ key, value, format }) => {
        const { label, definition } = METRIC_DEFINITIONS[key];
        const churn = key === 'churnRate' && metrics;
        return (
          <Col key={key} xs={24} sm={12} lg={6}>
            <StatCard
              data-testid={`metric-${key}`}
              title={label}
              value={metrics ? value(metrics) : null}
              format={format}
              loading={!metrics}
              definition={
                churn ? (
                  <Space direction="vertical" size={0}>
                    <ChurnChange
                      churnRate={metrics.revenue.churnRate}
                      previousChurnRate={metrics.revenue.previousChurnRate}
                      days={metrics.period.days}
                    />
                    {definition}
                  </Space>
                ) : (
                  definition
                )
              }
            />
          </Col>
        );
      })}
    </Row>
  );
}
