import { Card, Table } from 'antd';
import type { ProductMetrics } from '@platform/shared';
import { formatKr, formatNumber, formatPercent } from '../parts/format';

const COLUMNS = [
  { title: 'Produkt', dataIndex: 'name', key: 'name' },
  {
    title: 'Aktive abonnementer',
    dataIndex: 'activeSubscriptions',
    key: 'activeSubscriptions',
    align: 'right' as const,
    render: (n: number) => formatNumber(n),
  },
  { title: 'Aktive prøveperioder', dataIndex: 'activeTrials', key: 'activeTrials', align: 'right' as const, render: (n: number) => formatNumber(n) },
  {
    title: 'Konverterte prøveperioder',
    dataIndex: 'trialConversions',
    key: 'trialConversions',
    align: 'right' as const,
    render: (n: number) => formatNumber(n),
  },
  { title: 'Inntekt', dataIndex: 'revenue', key: 'revenue', align: 'right' as const, render: (kr: number) => formatKr(kr) },
  { title: 'Frafall', dataIndex: 'churnRate', key: 'churnRate', align: 'right' as const, render: (rate: number | null) => formatPercent(rate) },
];

/** Subscriptions, trials, revenue and churn per product over the period. */
export function ProductMetricsTable({ products, days }: { products: ProductMetrics[]; days: number }) {
  return (
    <Card size="small" title={`Produktmetrikker (siste ${days} dager)`} role="region" aria-label="Produktmetrikker">
      <Table<ProductMetrics>
        size="small"
        rowKey="id"
        pagination={false}
        columns={COLUMNS}
        dataSource={products}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Ingen produkter' }}
      />
    </Card>
  );
}
