import type { ReactNode } from 'react';
import { Card, Col, Row, Space, Table, Typography } from 'antd';
import { METRIC_DEFINITIONS, REVENUE_MONTHS, type DashboardMetrics, type MonthlyRevenue } from '@platform/shared';
import { formatKr, formatPercent } from '../parts/format';
import { ChurnChange } from './churn-change';
import { formatKrThousands, formatMonth } from './format';
import RevenueChart from './revenue-chart';

function Figure({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div style={{ fontSize: 22, fontWeight: 600 }} data-testid={`revenue-${label}`}>
        {value}
      </div>
      {children}
    </div>
  );
}

const MONTH_COLUMNS = [
  { title: 'Måned', dataIndex: 'month', key: 'month', render: (month: string) => formatMonth(month) },
  { title: 'Inntekt', dataIndex: 'revenue', key: 'revenue', align: 'right' as const, render: (kr: number) => formatKr(kr) },
];

/** Revenue per month (chart and table), the six months' total in thousands, ARPU and churn. */
export function RevenueSection({ metrics }: { metrics: DashboardMetrics }) {
  const { revenue, period } = metrics;
  const definitions = METRIC_DEFINITIONS;
  return (
    <Card size="small" title="Inntekt">
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={16}>
          <RevenueChart months={revenue.monthlyRevenue} />
          <div role="region" aria-label="Inntekt per måned">
            <Table<MonthlyRevenue> size="small" rowKey="month" pagination={false} columns={MONTH_COLUMNS} dataSource={revenue.monthlyRevenue} />
          </div>
        </Col>
        <Col xs={24} xl={8}>
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <Figure label={`${definitions.totalRevenue.label} (siste ${REVENUE_MONTHS} måneder)`} value={formatKrThousands(revenue.totalRevenue)}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {definitions.totalRevenue.definition}
              </Typography.Text>
            </Figure>
            <Figure label={definitions.averageRevenuePerUser.label} value={formatKr(revenue.averageRevenuePerUser)} />
            <Figure label={definitions.churnRate.label} value={formatPercent(revenue.churnRate)}>
              <ChurnChange churnRate={revenue.churnRate} previousChurnRate={revenue.previousChurnRate} days={period.days} />
            </Figure>
          </Space>
        </Col>
      </Row>
    </Card>
  );
}
