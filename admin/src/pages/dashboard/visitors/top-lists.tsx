import { Table, Typography, type TableColumnsType } from 'antd';
import { DASHBOARD_MESSAGES, type VisitorAnalytics } from '@platform/shared';
import { formatCount, orNone } from './labels';

type Rows<K extends keyof VisitorAnalytics> = VisitorAnalytics[K] extends Array<infer Row> ? Row : never;

const countColumn = <T extends { count: number }>(title = 'Antall'): TableColumnsType<T>[number] => ({
  title,
  dataIndex: 'count',
  key: 'count',
  align: 'right',
  width: 110,
  render: (value: number) => formatCount(value),
});

function TopTable<T extends object>({
  rows,
  columns,
  empty,
  rowKey,
}: {
  rows: T[];
  columns: TableColumnsType<T>;
  empty: string;
  rowKey: (row: T) => string;
}) {
  return (
    <Table<T>
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      locale={{ emptyText: empty }}
      scroll={{ x: 'max-content' }}
    />
  );
}

export function SearchTermsTable({ rows }: { rows: Rows<'search_queries'>[] }) {
  return (
    <TopTable<Rows<'search_queries'>>
      rows={rows}
      rowKey={(row) => `${row.search_engine} ${row.query}`}
      empty={DASHBOARD_MESSAGES.noSearchTerms}
      columns={[
        { title: 'Søkemotor', dataIndex: 'search_engine', key: 'engine', width: 160 },
        { title: 'Søkeord', dataIndex: 'query', key: 'query' },
        countColumn(),
      ]}
    />
  );
}

export function TrafficSourcesTable({ rows }: { rows: Rows<'traffic_sources'>[] }) {
  return (
    <TopTable<Rows<'traffic_sources'>>
      rows={rows}
      rowKey={(row) => `${row.source} ${row.medium}`}
      empty={DASHBOARD_MESSAGES.noTrafficSources}
      columns={[
        { title: 'Kilde', dataIndex: 'source', key: 'source' },
        { title: 'Medium', dataIndex: 'medium', key: 'medium' },
        countColumn('Økter'),
      ]}
    />
  );
}

export function PopularPagesTable({ rows }: { rows: Rows<'popular_pages'>[] }) {
  return (
    <TopTable<Rows<'popular_pages'>>
      rows={rows}
      rowKey={(row) => row.page_url}
      empty={DASHBOARD_MESSAGES.noPages}
      columns={[
        {
          title: 'Side',
          dataIndex: 'page_url',
          key: 'url',
          render: (url: string) => (
            <Typography.Text code style={{ wordBreak: 'break-all' }}>
              {url}
            </Typography.Text>
          ),
        },
        { title: 'Tittel', dataIndex: 'page_title', key: 'title', render: (title: string | null) => orNone(title) },
        { title: 'Visninger', dataIndex: 'views', key: 'views', align: 'right', width: 110, render: (value: number) => formatCount(value) },
      ]}
    />
  );
}

export function ReferrersTable({ rows }: { rows: Rows<'top_referrers'>[] }) {
  return (
    <TopTable<Rows<'top_referrers'>>
      rows={rows}
      rowKey={(row) => row.domain}
      empty={DASHBOARD_MESSAGES.noReferrers}
      columns={[{ title: 'Domene', dataIndex: 'domain', key: 'domain' }, countColumn('Besøk')]}
    />
  );
}
