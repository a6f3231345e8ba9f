import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Flex, Skeleton, Table, Typography } from 'antd';
import type { WeightComparison } from '@platform/shared';
import { ChartBoundary } from '../../components/chart-boundary';
import { LoadFailed } from '../../components/load-failed';
import { formatWeight } from './portfolio-format';
import { usePortfolioTexts } from './portfolio-texts';

// recharts is fetched the first time a plan is shown, not with the page.
const makeChart = () => lazy(() => import('./weights-chart'));

/** The weights before and after the plan with their targets: a chart, and the same figures as a table for everyone. */
export function WeightsComparison({ weights }: { weights: WeightComparison[] }) {
  const texts = usePortfolioTexts();
  const [Chart, setChart] = useState(makeChart);
  const c = texts.columns;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {texts.rebalance.comparison}
      </Typography.Title>
      <ChartBoundary
        onRetry={() => setChart(makeChart)}
        fallback={(retry) => <LoadFailed message={texts.rebalance.chartLoadError} onRetry={retry} />}
      >
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 320 }} />}>
          <Chart weights={weights} />
        </Suspense>
      </ChartBoundary>
      <Table<WeightComparison>
        aria-label={texts.rebalance.comparisonLabel}
        rowKey="ticker"
        size="small"
        dataSource={weights}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'security',
            title: c.security,
            render: (_, row) => (
              <span>
                <Typography.Text strong>{row.ticker}</Typography.Text> {row.name}
              </span>
            ),
          },
          { key: 'target', title: c.targetWeight, align: 'right', render: (_, row) => formatWeight(row.targetWeight) },
          { key: 'before', title: c.before, align: 'right', render: (_, row) => formatWeight(row.before) },
          { key: 'after', title: c.after, align: 'right', render: (_, row) => formatWeight(row.after) },
        ]}
      />
    </Flex>
  );
}
