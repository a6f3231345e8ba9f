import { useState } from 'react';
import { Card, Empty, Select, Skeleton, Space, Typography } from 'antd';
import type { DashboardAnalyses, DashboardFilters } from '@platform/shared';
import { CohortTable } from '../insights/cohort-table';
import { formatMonth } from '../insights/format';
import { FunnelChart } from '../insights/funnel-chart';
import { funnelOf } from '../insights/funnel-steps';
import { FunnelTable } from '../insights/funnel-table';
import { LoadFailed } from '../../../components/load-failed';
import { INSIGHT_MESSAGES } from '../insights/messages';
import { useDashboardRead } from '../parts/use-dashboard-read';

/** The selector's value for the platform as a whole (the funnel's product null). */
const ALL_PRODUCTS = '';

/** Analyses: the funnel visitor → sign-up → trial → paid per product and month, and the cohort retention. */
export default function AnalysesTab({ filters }: { filters: DashboardFilters }) {
  const { data: analyses, failed, fetching, retry } = useDashboardRead<DashboardAnalyses>('dashboard/analyses', filters);
  const [product, setProduct] = useState(ALL_PRODUCTS);
  const [chosenMonth, setChosenMonth] = useState<string | null>(null);
  if (failed && !analyses) return <LoadFailed message={INSIGHT_MESSAGES.analysesFailed} onRetry={retry} retrying={fetching} />;
  if (!analyses) {
    return (
      <div aria-busy="true">
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  }

  const months = funnelOf(analyses.funnel, product === ALL_PRODUCTS ? null : product);
  // The chosen month while the product has it, else the latest.
  const month = months.find((entry) => entry.month === chosenMonth) ?? months[months.length - 1];
  const emptyFunnel = months.every((entry) => entry.visitors + entry.signUps + entry.trials + entry.paid === 0);
  const productOptions = [{ value: ALL_PRODUCTS, label: 'Alle produkter' }, ...analyses.products.map(({ id, name }) => ({ value: id, label: name }))];
  const monthOptions = [...months].reverse().map((entry) => ({ value: entry.month, label: formatMonth(entry.month) }));

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        size="small"
        title="Konverteringstrakt"
        extra={
          <Space wrap>
            <Typography.Text id="funnel-product-label">Produkt</Typography.Text>
            <Select aria-labelledby="funnel-product-label" value={product} onChange={setProduct} options={productOptions} style={{ minWidth: 200 }} />
          </Space>
        }
      >
        {emptyFunnel || !month ? (
          <Empty description={INSIGHT_MESSAGES.noFunnel} />
        ) : (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <FunnelTable months={months} />
            <Space wrap>
              <Typography.Text id="funnel-month-label">Måned i grafen</Typography.Text>
              <Select
                aria-labelledby="funnel-month-label"
                value={month.month}
                onChange={setChosenMonth}
                options={monthOptions}
                style={{ minWidth: 140 }}
              />
            </Space>
            <FunnelChart month={month} />
          </Space>
        )}
      </Card>
      <Card size="small" title="Kohortanalyse (andel som logget inn igjen)">
        {analyses.cohorts.every((cohort) => cohort.size === 0) ? (
          <Empty description={INSIGHT_MESSAGES.noCohorts} />
        ) : (
          <CohortTable cohorts={analyses.cohorts} />
        )}
      </Card>
    </Space>
  );
}
