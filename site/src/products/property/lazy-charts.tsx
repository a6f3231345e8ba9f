import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { AreaMonth } from '@platform/shared';
import { ChartBoundary } from '../../components/chart-boundary';
import { LoadFailed } from '../../components/load-failed';
import type { NamedSeries } from './area-charts';
import { usePropertyTexts } from './property-texts';

// recharts is fetched the first time a chart is shown, not with the page.
const loadCharts = () => import('./area-charts');

const makeSeries = () => lazy(() => loadCharts().then((module) => ({ default: module.SeriesChart })));
const makeComparison = () => lazy(() => loadCharts().then((module) => ({ default: module.ComparisonChart })));

/** A lazily loaded chart: a skeleton while its chunk loads, and a retry (a fresh import) when it failed. */
function ChartSlot({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  const texts = usePropertyTexts();
  return (
    <ChartBoundary onRetry={onRetry} fallback={(retry) => <LoadFailed message={texts.charts.loadError} onRetry={retry} />}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 300 }} />}>{children}</Suspense>
    </ChartBoundary>
  );
}

export function LazySeriesChart({ series }: { series: AreaMonth[] }) {
  const [Chart, setChart] = useState(makeSeries);
  return (
    <ChartSlot onRetry={() => setChart(makeSeries)}>
      <Chart series={series} />
    </ChartSlot>
  );
}

export function LazyComparisonChart({ first, second }: { first: NamedSeries; second: NamedSeries }) {
  const [Chart, setChart] = useState(makeComparison);
  return (
    <ChartSlot onRetry={() => setChart(makeComparison)}>
      <Chart first={first} second={second} />
    </ChartSlot>
  );
}
