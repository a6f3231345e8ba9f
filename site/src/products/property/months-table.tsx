import { Table, type TableColumnsType } from 'antd';
import type { AreaMonth } from '@platform/shared';
import { useLocale } from '../../i18n';
import { formatCount, formatKr, formatMonth } from './property-format';
import { usePropertyTexts } from './property-texts';

/** An area's months as a table: the chart's figures for screen readers and for anyone who wants the numbers. */
export function MonthsTable({ series, label }: { series: AreaMonth[]; label: string }) {
  const texts = usePropertyTexts();
  const locale = useLocale();
  const c = texts.charts;
  const columns: TableColumnsType<AreaMonth> = [
    { key: 'month', title: c.month, dataIndex: 'month', render: (month: string) => formatMonth(month, locale) },
    { key: 'price', title: c.pricePerSqm, dataIndex: 'pricePerSqm', align: 'right', render: formatKr },
    { key: 'new', title: c.newListings, dataIndex: 'newListings', align: 'right', render: formatCount },
    { key: 'sold', title: c.sold, dataIndex: 'sold', align: 'right', render: formatCount },
    { key: 'days', title: c.daysOnMarket, dataIndex: 'daysOnMarket', align: 'right', render: formatCount },
  ];
  return (
    <Table<AreaMonth>
      aria-label={label}
      rowKey="month"
      size="small"
      columns={columns}
      dataSource={series}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
