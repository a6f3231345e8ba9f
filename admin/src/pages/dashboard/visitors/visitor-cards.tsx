import { Col, Row } from 'antd';
import type { VisitorAnalytics } from '@platform/shared';
import { formatNumber, formatPercent } from '../parts/format';
import { StatCard } from '../parts/stat-card';
import { VISITOR_CARDS, formatDuration } from './labels';

/** The six figures of the chosen period; skeletons until the first answer. */
export function VisitorCards({ analytics, loading }: { analytics: VisitorAnalytics | undefined; loading: boolean }) {
  const cards = [
    { key: 'uniqueVisitors', value: analytics?.total_visitors },
    { key: 'totalSessions', value: analytics?.total_sessions },
    { key: 'searchTerms', value: analytics?.unique_search_terms },
    { key: 'conversionRate', value: analytics?.conversion_rate, format: (value: number | null | undefined) => formatPercent(value) },
    { key: 'avgSession', value: analytics?.avg_session_seconds, format: formatDuration },
    { key: 'pagesPerSession', value: analytics?.pages_per_session, format: (value: number | null | undefined) => formatNumber(value, 1) },
  ] as const;
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={8} xxl={4}>
          <StatCard
            data-testid={`visitor-card-${card.key}`}
            title={VISITOR_CARDS[card.key].label}
            definition={VISITOR_CARDS[card.key].definition}
            value={card.value}
            format={'format' in card ? card.format : undefined}
            loading={loading}
          />
        </Col>
      ))}
    </Row>
  );
}
