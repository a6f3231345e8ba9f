import { useState } from 'react';
import { Card, Flex, Form, Select, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatNok, propertyTypeLabel, type PropertyInsightRow } from '@platform/shared';
import { LoadFailed } from '../../components/load-failed';
import { useLocale } from '../../i18n';
import { listingQueries } from './listings-api';
import { formatCount, formatPercent } from './listings-format';
import { useListingsTexts } from './listings-texts';

const ALL = '';

// Missing figures sort last in both directions' natural reading: as the lowest.
const byNumber = (key: 'sqmPrice' | 'monthlyRent' | 'grossYield' | 'saleCount' | 'rentCount') => (a: PropertyInsightRow, b: PropertyInsightRow) =>
  (a[key] ?? -1) - (b[key] ?? -1);

/** Price per m², rent level and gross yield per city and property type, from the stored listings; sortable, by city. */
export function InsightsTab() {
  const texts = useListingsTexts();
  const locale = useLocale();
  const insights = useQuery(listingQueries.insights());
  const [city, setCity] = useState(ALL);

  if (insights.isError) return <LoadFailed message={texts.insights.loadFailed} onRetry={() => void insights.refetch()} />;
  if (!insights.data) return <Skeleton active paragraph={{ rows: 8 }} />;

  const none = texts.insights.none;
  const cities = [...new Set(insights.data.rows.map((row) => row.city))].sort((a, b) => a.localeCompare(b, 'nb'));
  const rows = city === ALL ? insights.data.rows : insights.data.rows.filter((row) => row.city === city);
  const columns: TableColumnsType<PropertyInsightRow> = [
    { key: 'city', title: texts.insights.city, dataIndex: 'city', sorter: (a, b) => a.city.localeCompare(b.city, 'nb'), defaultSortOrder: 'ascend' },
    {
      key: 'type',
      title: texts.insights.propertyType,
      dataIndex: 'propertyType',
      render: (type: string) => propertyTypeLabel(type, locale),
      sorter: (a, b) => propertyTypeLabel(a.propertyType, locale).localeCompare(propertyTypeLabel(b.propertyType, locale), 'nb'),
    },
    {
      key: 'sqmPrice',
      title: texts.insights.sqmPrice,
      dataIndex: 'sqmPrice',
      align: 'right',
      render: (value: number | null) => (value === null ? none : formatNok(value)),
      sorter: byNumber('sqmPrice'),
    },
    {
      key: 'monthlyRent',
      title: texts.insights.monthlyRent,
      dataIndex: 'monthlyRent',
      align: 'right',
      render: (value: number | null) => (value === null ? none : formatNok(value)),
      sorter: byNumber('monthlyRent'),
    },
    {
      key: 'grossYield',
      title: texts.insights.grossYield,
      dataIndex: 'grossYield',
      align: 'right',
      render: (value: number | null) => (value === null ? none : `${formatPercent(value)} %`),
      sorter: byNumber('grossYield'),
    },
    { key: 'saleCount', title: texts.insights.saleCount, dataIndex: 'saleCount', align: 'right', render: formatCount, sorter: byNumber('saleCount') },
    { key: 'rentCount', title: texts.insights.rentCount, dataIndex: 'rentCount', align: 'right', render: formatCount, sorter: byNumber('rentCount') },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>{texts.insights.intro}</Typography.Paragraph>
      <Form layout="inline" component="div">
        <Form.Item label={texts.insights.city} htmlFor="insights-city">
          <Select<string>
            id="insights-city"
            value={city}
            onChange={setCity}
            style={{ minWidth: 180 }}
            options={[{ value: ALL, label: texts.insights.allCities }, ...cities.map((value) => ({ value, label: value }))]}
          />
        </Form.Item>
      </Form>
      <Table<PropertyInsightRow>
        rowKey={(row) => `${row.city}|${row.propertyType}`}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: texts.insights.empty }}
      />
      <Card size="small" title={<h2 style={{ font: 'inherit', margin: 0 }}>{texts.insights.howTitle}</h2>}>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {texts.insights.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Typography.Text type="secondary">{texts.insights.computedAt(formatDateTime(insights.data.generatedAt))}</Typography.Text>
      </Card>
    </Flex>
  );
}
