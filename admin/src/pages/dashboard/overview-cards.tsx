import { Col, Row } from 'antd';
import { DASHBOARD_WINDOW_DAYS, METRIC_DEFINITIONS, type DashboardAnalytics } from '@platform/shared';
import { StatCard } from './parts/stat-card';

const GROWTH_NOTE = `mot forrige ${DASHBOARD_WINDOW_DAYS} dager`;

/** The four figures of the overview (§2, §9); `aria-busy` tells when they are still on their way. */
export function OverviewCards({ analytics, loading }: { analytics: DashboardAnalytics | undefined; loading: boolean }) {
  const cards = [
    {
      title: METRIC_DEFINITIONS.totalUsers.label,
      value: analytics?.totalUsers,
      growth: analytics ? analytics.userGrowth : undefined,
      definition: `${METRIC_DEFINITIONS.totalUsers.definition} Endringen gjelder nye kontoer.`,
    },
    {
      title: `${METRIC_DEFINITIONS.activeUsers.label} (${DASHBOARD_WINDOW_DAYS} d)`,
      value: analytics?.activeUsers,
      definition: METRIC_DEFINITIONS.activeUsers.definition,
    },
    {
      title: `Unike besøkende (${DASHBOARD_WINDOW_DAYS} d)`,
      value: analytics?.uniqueVisitors,
      growth: analytics ? analytics.visitorGrowth : undefined,
      definition: `Ulike besøkende på nettstedet de siste ${DASHBOARD_WINDOW_DAYS} dagene, utelatte IP-adresser ikke medregnet.`,
    },
    {
      title: `Nye brukere (${DASHBOARD_WINDOW_DAYS} d)`,
      value: analytics?.newUsers,
      definition: `Kontoer opprettet de siste ${DASHBOARD_WINDOW_DAYS} dagene.`,
    },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="dashboard-stat-cards" aria-busy={loading ? 'true' : 'false'}>
      {cards.map((card) => (
        <Col key={card.title} xs={24} sm={12} xl={6}>
          <StatCard {...card} growthNote={card.growth === undefined ? undefined : GROWTH_NOTE} loading={loading} />
        </Col>
      ))}
    </Row>
  );
}
