import { Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { formatNok, VEHICLE_NEW_LISTING_DAYS, type VehicleOverview } from '@platform/shared';
import { LoadFailed } from '../../components/load-failed';
import type { AutoTab } from './auto-area-page';
import { useAutoTexts, type AutoTexts } from './auto-texts';
import { formatCount, formatKm } from './vehicle-format';
import { useVehicleOverview } from './vehicle-queries';

/** The hero, whose buttons open the other tabs, and the four key figures as the server computed them. */
export function OverviewTab({ onOpen }: { onOpen: (tab: AutoTab) => void }) {
  const texts = useAutoTexts();
  return (
    <Flex vertical gap={32}>
      <section style={{ padding: '24px 0 8px', maxWidth: 760 }}>
        <Typography.Title level={2}>{texts.hero.title}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>{texts.hero.text}</Typography.Paragraph>
        <Flex gap={12} wrap>
          <Button type="primary" size="large" onClick={() => onOpen('search')}>
            {texts.hero.toSearch}
          </Button>
          <Button size="large" onClick={() => onOpen('statistics')}>
            {texts.hero.toStatistics}
          </Button>
        </Flex>
      </section>
      <KpiCards />
    </Flex>
  );
}

function kpis(texts: AutoTexts, overview: VehicleOverview | undefined) {
  const or = (value: number | null | undefined, format: (value: number) => string) =>
    value === null || value === undefined ? texts.kpi.none : format(value);
  return [
    { key: 'total', title: texts.kpi.totalListings, value: or(overview?.totalListings, formatCount) },
    { key: 'price', title: texts.kpi.averagePrice, value: or(overview?.averagePrice, formatNok) },
    { key: 'new', title: texts.kpi.newListings(VEHICLE_NEW_LISTING_DAYS), value: or(overview?.newLast30Days, formatCount) },
    { key: 'mileage', title: texts.kpi.averageMileage, value: or(overview?.averageMileage, formatKm) },
  ];
}

function KpiCards() {
  const texts = useAutoTexts();
  const overview = useVehicleOverview();
  if (overview.isError) return <LoadFailed message={texts.kpi.loadError} onRetry={() => void overview.refetch()} />;
  return (
    <section aria-label={texts.kpi.label} aria-busy={overview.isPending}>
      <Row gutter={[16, 16]}>
        {kpis(texts, overview.data).map((kpi) => (
          <Col key={kpi.key} xs={24} sm={12} lg={6}>
            <Card data-testid={`kpi-${kpi.key}`}>
              {/* Statistic's own skeleton: shown exactly as long as the answer takes. */}
              <Statistic title={kpi.title} loading={overview.isPending} value={kpi.value} formatter={() => kpi.value} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
