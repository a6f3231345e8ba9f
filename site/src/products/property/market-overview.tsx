import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { formatDateTime, PROPERTY_STAT_FORMULAS, type PropertyMarketOverview } from '@platform/shared';
import { LoadFailed } from '../../components/load-failed';
import { useLocale } from '../../i18n';
import { FormulaLabel } from '../../components/formula-label';
import { formatCount, formatKr } from './property-format';
import { useAreaStatistics } from './property-queries';
import { usePropertyTexts } from './property-texts';
import { TrendText } from './trend-text';

interface StatCard {
  key: string;
  label: string;
  formula: string;
  value: (overview: PropertyMarketOverview) => ReactNode;
}

/** The market overview: five figures of all the cities together, each with how it is computed. */
export function MarketOverview() {
  const texts = usePropertyTexts();
  const locale = useLocale();
  const statistics = useAreaStatistics();
  const o = texts.overview;
  const cards: StatCard[] = [
    { key: 'listings', label: o.listings, formula: PROPERTY_STAT_FORMULAS.listings[locale], value: (view) => formatCount(view.listings) },
    { key: 'price', label: o.pricePerSqm, formula: PROPERTY_STAT_FORMULAS.pricePerSqm[locale], value: (view) => formatKr(view.pricePerSqm) },
    { key: 'trend', label: o.trend, formula: PROPERTY_STAT_FORMULAS.trendPct[locale], value: (view) => <TrendText value={view.trendPct} /> },
    { key: 'days', label: o.daysOnMarket, formula: PROPERTY_STAT_FORMULAS.daysOnMarket[locale], value: (view) => formatCount(view.daysOnMarket) },
    { key: 'sold', label: o.sold90d, formula: o.sold90dFormula, value: (view) => formatCount(view.sold90d) },
  ];

  if (statistics.isError) return <LoadFailed message={o.loadError} onRetry={() => void statistics.refetch()} />;
  const overview = statistics.data?.overview;
  return (
    <section aria-label={o.label} aria-busy={statistics.isPending}>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} flex="1 1 200px">
            <Card data-testid={`stat-${card.key}`} style={{ height: '100%' }}>
              {/* Statistic's own skeleton: shown exactly as long as the answer takes. */}
              <Statistic
                title={<FormulaLabel label={card.label} formula={card.formula} />}
                loading={!overview}
                valueRender={() => (overview ? card.value(overview) : null)}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {statistics.data && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {o.computedAt(formatDateTime(statistics.data.computedAt))}
        </Typography.Paragraph>
      )}
    </section>
  );
}
