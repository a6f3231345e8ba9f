import { Table, type TableColumnsType } from 'antd';
import { ANALYSIS_MONTHS, type Cohort } from '@platform/shared';
import { formatNumber, formatPercent, NONE } from '../parts/format';
import { formatMonth } from './format';

/** antd's primary blue, stronger the more of the cohort came back; dark cells get white text. */
export function heatStyle(percent: number): { background: string; color?: string } {
  const alpha = 0.08 + (Math.min(Math.max(percent, 0), 100) / 100) * 0.77;
  return { background: `rgba(22, 119, 255, ${alpha.toFixed(2)})`, ...(percent >= 55 ? { color: '#fff' } : {}) };
}

const COLUMNS: TableColumnsType<Cohort> = [
  { title: 'Registreringsmåned', dataIndex: 'month', key: 'month', render: (month: string) => formatMonth(month) },
  { title: 'Brukere', dataIndex: 'size', key: 'size', align: 'right', render: (size: number) => formatNumber(size) },
  ...Array.from({ length: ANALYSIS_MONTHS }, (_, offset) => ({
    title: `Måned ${offset}`,
    key: `month-${offset}`,
    align: 'center' as const,
    onCell: (cohort: Cohort) => {
      const percent = cohort.retention[offset];
      return { style: typeof percent === 'number' ? heatStyle(percent) : {} };
    },
    render: (_: unknown, cohort: Cohort) => {
      const percent = cohort.retention[offset];
      return typeof percent === 'number' ? formatPercent(percent) : NONE;
    },
  })),
];

/** Users by sign-up month and the percent of them who signed in each month after (month 0 = the sign-up month). */
export function CohortTable({ cohorts }: { cohorts: Cohort[] }) {
  return (
    <div role="region" aria-label="Kohortanalyse">
      <Table<Cohort> size="small" rowKey="month" pagination={false} columns={COLUMNS} dataSource={cohorts} scroll={{ x: 'max-content' }} />
    </div>
  );
}
