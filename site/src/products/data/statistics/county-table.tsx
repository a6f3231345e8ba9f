import { useId } from 'react';
import { Table, Typography, type TableColumnsType } from 'antd';
import type { StatisticsSeries } from '@platform/shared';
import { NO_VALUE, formatUnitChange, formatUnitValue } from '../market-format';
import type { MarketTexts } from '../market-texts';

interface CountyRow {
  key: string;
  county: string;
  value: number | null;
  previous: number | null;
}

const valueIn = (values: Array<{ year: number; value: number }>, year: number | null) => values.find((entry) => entry.year === year)?.value ?? null;

/** Each county's figure in the latest year and its change from the year before: the chart's figures as text. */
export function CountyTable({
  series,
  year,
  previousYear,
  texts,
}: {
  series: StatisticsSeries;
  year: number;
  previousYear: number | null;
  texts: MarketTexts['statistics'];
}) {
  const id = useId();
  const rows: CountyRow[] = series.byCounty.map(({ county, values }) => ({
    key: county,
    county,
    value: valueIn(values, year),
    previous: valueIn(values, previousYear),
  }));
  const columns: TableColumnsType<CountyRow> = [
    { key: 'county', title: texts.county, dataIndex: 'county' },
    {
      key: 'value',
      title: String(year),
      align: 'right',
      render: (_, row) => (row.value === null ? NO_VALUE : formatUnitValue(row.value, series.unit, texts.units)),
    },
    {
      key: 'change',
      title: previousYear === null ? texts.change(year - 1) : texts.change(previousYear),
      align: 'right',
      render: (_, row) => (row.value === null ? NO_VALUE : formatUnitChange(row.value, row.previous, series.unit, texts.units)),
    },
  ];
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={4} id={id} style={{ fontSize: 15 }}>
        {texts.countyTable(series.label, year)}
      </Typography.Title>
      <Table size="small" pagination={false} columns={columns} dataSource={rows} />
    </section>
  );
}
