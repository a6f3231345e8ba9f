import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { AreaMonth } from '@platform/shared';
import { LoadFailed } from '../../components/load-failed';
import type { NamedSeries } from './area-charts';
import { usePropertyTexts } from './property-texts';

// recharts is fetched the first time a chart is shown, not with the page.
const loadCharts = () => import('./area-charts');

/** A chunk that failed to load (offline, a new deployment) is asked for again on retry. */
class ChartBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('The chart could not be loaded', error);
  }
  render() {
    const retry = () => {
      this.props.onRetry();
      this.setState({ failed: false });
    };
    return this.state.failed ? this.props.fallback(retry) : this.props.children;
  }
}

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
