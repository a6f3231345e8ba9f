import { lazy, Suspense, useState } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';
import { ChartBoundary } from '../../components/chart-boundary';
import { LoadFailed } from '../../components/load-failed';
import { useAutoTexts } from './auto-texts';
import { useVehicleStatistics } from './vehicle-queries';

// The charts and their library are a chunk of their own, fetched when this tab first opens.
const loadCharts = () => import('./statistics-charts');

function ChartsSkeleton() {
  return (
    <Row gutter={[16, 16]} aria-busy="true">
      {[0, 1, 2, 3].map((index) => (
        <Col key={index} xs={24} lg={12}>
          <Card>
            <Skeleton active title paragraph={{ rows: 6 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The five charts of the listings, computed by the server. */
export function StatisticsTab() {
  const texts = useAutoTexts();
  const statistics = useVehicleStatistics();
  const [charts, setCharts] = useState(() => lazy(loadCharts));

  if (statistics.isError) return <LoadFailed message={texts.statistics.loadError} onRetry={() => void statistics.refetch()} />;
  if (statistics.isPending) return <ChartsSkeleton />;
  const Charts = charts;
  return (
    <ChartBoundary
      onRetry={() => setCharts(() => lazy(loadCharts))}
      fallback={(retry) => <LoadFailed message={texts.statistics.chartsLoadError} onRetry={retry} />}
    >
      <Suspense fallback={<ChartsSkeleton />}>
        <Charts statistics={statistics.data} />
      </Suspense>
    </ChartBoundary>
  );
}
