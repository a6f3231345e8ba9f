import type { ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import type { MarketSummary } from '@platform/shared';
import { ChangeText } from './change-text';
import { formatCount, formatPrice, formatPriceRange } from './market-format';
import { useMarketTexts } from './market-texts';

/** One figure in a card, named by its label for screen readers. */
function FigureCard({ label, value, extra, loading = false }: { label: string; value?: string; extra?: ReactNode; loading?: boolean }) {
  return (
    <Card size="small" loading={loading} role="group" aria-label={label} style={{ height: '100%' }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div style={{ fontSize: 22, fontWeight: 600, margin: '4px 0' }}>{value}</div>
      {extra}
    </Card>
  );
}

/** The five figures of one market's summary; without a summary, the same cards as skeletons while it loads. */
export function SummaryCards({ summary }: { summary: MarketSummary | null }) {
  const texts = useMarketTexts().summary;
  const loading = summary === null;
  const cards = [
    { label: texts.totalListings, value: summary && formatCount(summary.total_listings) },
    {
      label: texts.newListings,
      value: summary && formatCount(summary.new_listings),
      extra: summary && <ChangeText percent={summary.listings_change_pct} label={texts.change} />,
    },
    {
      label: texts.avgPrice,
      value: summary && formatPrice(summary.avg_price),
      extra: summary && <ChangeText percent={summary.price_change_pct} label={texts.change} />,
    },
    { label: texts.medianPrice, value: summary && formatPrice(summary.median_price) },
    { label: texts.priceRange, value: summary && formatPriceRange(summary.min_price, summary.max_price) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.label} flex="1 1 200px">
          <FigureCard label={card.label} value={card.value ?? undefined} extra={card.extra} loading={loading} />
        </Col>
      ))}
    </Row>
  );
}
