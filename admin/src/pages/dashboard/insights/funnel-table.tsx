import { Table, Typography, type TableColumnsType } from 'antd';
import type { FunnelMonth } from '@platform/shared';
import { formatNumber, formatPercent } from '../parts/format';
import { formatMonth } from './format';
import { FUNNEL_STEPS, stepConversion } from './funnel-steps';

/** Each step's count with the share of the step before in brackets. */
const COLUMNS: TableColumnsType<FunnelMonth> = [
  { title: 'Måned', dataIndex: 'month', key: 'month', render: (month: string) => formatMonth(month) },
  ...FUNNEL_STEPS.map(({ key, label }, index) => ({
    title: label,
    key,
    align: 'right' as const,
    render: (_: unknown, month: FunnelMonth) => (
      <>
        {formatNumber(month[key])}
        {index > 0 && <Typography.Text type="secondary">{` (${formatPercent(stepConversion(month, index))})`}</Typography.Text>}
      </>
    ),
  })),
];

/** The funnel month by month: counts, and with each step the percent of the step before that reached it. */
export function FunnelTable({ months }: { months: FunnelMonth[] }) {
  return (
    <div role="region" aria-label="Trakt per måned">
      <Typography.Paragraph type="secondary">Prosent i parentes: andel av forrige steg.</Typography.Paragraph>
      <Table<FunnelMonth> size="small" rowKey="month" pagination={false} columns={COLUMNS} dataSource={months} />
    </div>
  );
}
