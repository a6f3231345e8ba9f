import { useId } from 'react';
import { Card, Col, Row, Table, type TableColumnsType } from 'antd';
import { MARKET_TABLE_LIMITS, type MarketData } from '@platform/shared';
import { formatCount, formatPrice } from './market-format';
import { useMarketTexts } from './market-texts';

type Column<T> = { title: string; value: (row: T) => string; numeric?: boolean };

/** A ranked table in a card (a region named by its title), in the server's order and at most `limit` rows. */
function RankTable<T>({ title, rows, limit, columns }: { title: string; rows: T[]; limit: number; columns: Array<Column<T>> }) {
  const id = useId();
  const tableColumns: TableColumnsType<{ key: number; row: T }> = columns.map((column, index) => ({
    key: index,
    title: column.title,
    align: column.numeric ? 'right' : 'left',
    render: (_, { row }) => column.value(row),
  }));
  return (
    <section aria-labelledby={id} style={{ height: '100%' }}>
      <Card title={<span id={id}>{title}</span>} size="small" style={{ height: '100%' }}>
        <Table size="small" pagination={false} columns={tableColumns} dataSource={rows.slice(0, limit).map((row, key) => ({ key, row }))} />
      </Card>
    </section>
  );
}

export function PropertyTables({ property }: { property: MarketData['property'] }) {
  const texts = useMarketTexts().tables;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <RankTable
          title={texts.topLocations}
          rows={property.topLocations}
          limit={MARKET_TABLE_LIMITS.topLocations}
          columns={[
            { title: texts.location, value: (row) => row.location },
            { title: texts.count, value: (row) => formatCount(row.count), numeric: true },
            { title: texts.avgPrice, value: (row) => formatPrice(row.avg_price), numeric: true },
          ]}
        />
      </Col>
      <Col xs={24} lg={12}>
        <RankTable
          title={texts.propertyTypes}
          rows={property.propertyTypes}
          limit={MARKET_TABLE_LIMITS.propertyTypes}
          columns={[
            { title: texts.type, value: (row) => row.type },
            { title: texts.count, value: (row) => formatCount(row.count), numeric: true },
            { title: texts.avgPrice, value: (row) => formatPrice(row.avg_price), numeric: true },
          ]}
        />
      </Col>
    </Row>
  );
}

export function AutoTables({ auto }: { auto: MarketData['auto'] }) {
  const texts = useMarketTexts().tables;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <RankTable
          title={texts.topBrands}
          rows={auto.topBrands}
          limit={MARKET_TABLE_LIMITS.topBrands}
          columns={[
            { title: texts.brand, value: (row) => row.brand },
            { title: texts.count, value: (row) => formatCount(row.count), numeric: true },
            { title: texts.newListings, value: (row) => formatCount(row.new_listings), numeric: true },
            { title: texts.avgPrice, value: (row) => formatPrice(row.avg_price), numeric: true },
          ]}
        />
      </Col>
      <Col xs={24} lg={10}>
        <RankTable
          title={texts.categories}
          rows={auto.categories}
          limit={MARKET_TABLE_LIMITS.categories}
          columns={[
            { title: texts.category, value: (row) => row.category },
            { title: texts.count, value: (row) => formatCount(row.count), numeric: true },
            { title: texts.avgPrice, value: (row) => formatPrice(row.avg_price), numeric: true },
          ]}
        />
      </Col>
    </Row>
  );
}
