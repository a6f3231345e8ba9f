import type { ReactElement } from 'react';
import { Card, Col, Empty, Row, theme, Typography } from 'antd';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDateTime, formatNok, MILEAGE_BUCKET_KM, VEHICLE_OTHER_BRANDS, type VehicleStatistics } from '@platform/shared';
import { useAutoTexts } from './auto-texts';
import { formatCompact, formatCount, formatDay } from './vehicle-format';

const CHART_HEIGHT = 300;
// Distinct in hue and lightness, each with enough contrast against white for a thin slice or line.
const SERIES_COLORS = ['#1f6feb', '#c2410c', '#15803d', '#7c3aed', '#b91c1c', '#0e7490'];
const AXIS_TICK = { fontSize: 12 };

interface ChartCardProps {
  title: string;
  empty: boolean;
  chart: ReactElement;
  /** The chart's figures as rows, for screen readers and for anyone who wants the numbers. */
  head: [string, string];
  rows: Array<[string, string]>;
  height?: number;
}

/** One chart with its title and, under it, the same figures as a table. */
function ChartCard({ title, empty, chart, head, rows, height = CHART_HEIGHT }: ChartCardProps) {
  const texts = useAutoTexts();
  return (
    <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>{title}</h3>} style={{ height: '100%' }}>
      {empty ? (
        <Empty description={texts.statistics.empty} />
      ) : (
        <>
          <div aria-hidden="true">
            <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 520, height }}>
              {chart}
            </ResponsiveContainer>
          </div>
          <details style={{ marginTop: 12 }}>
            <summary>{texts.statistics.tableSummary}</summary>
            <table aria-label={title} style={{ width: '100%', borderCollapse: 'collapse', marginTop: 8 }}>
              <thead>
                <tr>
                  <th style={{ textAlign: 'left' }}>{head[0]}</th>
                  <th style={{ textAlign: 'right' }}>{head[1]}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, value]) => (
                  <tr key={label}>
                    <td>{label}</td>
                    <td style={{ textAlign: 'right' }}>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </Card>
  );
}

const axisLabel = (value: string, angle = 0) =>
  angle
    ? { value, angle, position: 'insideLeft' as const, style: { textAnchor: 'middle' as const }, offset: 0 }
    : { value, position: 'insideBottom' as const, offset: -4 };

/** The statistics tab's five charts (recharts, in this chunk only). */
export default function StatisticsCharts({ statistics }: { statistics: VehicleStatistics }) {
  const texts = useAutoTexts();
  const s = texts.statistics;
  const { token } = theme.useToken();
  const color = token.colorPrimary;
  const bucket = (from: number) => s.mileageBucket(formatCount(from), formatCount(from + MILEAGE_BUCKET_KM));
  const margin = { top: 8, right: 16, bottom: 24, left: 24 };
  const brands = statistics.perBrand.map((row) => ({ ...row, brand: row.brand === VEHICLE_OTHER_BRANDS ? s.otherBrands : row.brand }));

  return (
    <div>
      <Typography.Paragraph type="secondary">{s.computedAt(formatDateTime(statistics.computedAt))}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChartCard
            title={s.priceByYear}
            empty={statistics.priceByYear.length === 0}
            head={[s.year, s.price]}
            rows={statistics.priceByYear.map((row) => [String(row.year), formatNok(row.averagePrice)])}
            chart={
              <BarChart data={statistics.priceByYear} margin={margin} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="year" tick={AXIS_TICK} label={axisLabel(s.year)} />
                <YAxis tickFormatter={formatCompact} tick={AXIS_TICK} label={axisLabel(s.price, -90)} width={64} />
                <Tooltip formatter={(value) => [formatNok(Number(value)), s.price]} labelFormatter={(year) => `${s.year} ${year}`} />
                <Bar dataKey="averagePrice" fill={color} isAnimationActive={false} />
              </BarChart>
            }
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={s.mileageVsPrice}
            empty={statistics.mileageVsPrice.length === 0}
            head={[s.mileage, s.price]}
            rows={statistics.mileageVsPrice.map((row) => [bucket(row.mileageFrom), formatNok(row.averagePrice)])}
            chart={
              <LineChart data={statistics.mileageVsPrice} margin={margin} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="mileageFrom" tickFormatter={formatCompact} tick={AXIS_TICK} label={axisLabel(s.mileage)} />
                <YAxis tickFormatter={formatCompact} tick={AXIS_TICK} label={axisLabel(s.price, -90)} width={64} />
                <Tooltip formatter={(value) => [formatNok(Number(value)), s.price]} labelFormatter={(from) => bucket(Number(from))} />
                <Line dataKey="averagePrice" stroke={color} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
              </LineChart>
            }
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={s.perBrand}
            empty={brands.length === 0}
            head={[s.brand, s.count]}
            rows={brands.map((row) => [row.brand, formatCount(row.count)])}
            height={Math.max(CHART_HEIGHT, brands.length * 26 + 60)}
            chart={
              <BarChart data={brands} layout="vertical" margin={{ ...margin, left: 8 }} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" tickFormatter={formatCompact} tick={AXIS_TICK} label={axisLabel(s.count)} />
                <YAxis type="category" dataKey="brand" tick={AXIS_TICK} width={96} interval={0} />
                <Tooltip formatter={(value) => [formatCount(Number(value)), s.count]} />
                <Bar dataKey="count" fill={color} isAnimationActive={false} />
              </BarChart>
            }
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={s.perFuel}
            empty={statistics.perFuel.length === 0}
            head={[s.fuel, s.count]}
            rows={statistics.perFuel.map((row) => [fuelLabel(texts.fuels, row.fuel), formatCount(row.count)])}
            chart={
              <PieChart margin={margin} accessibilityLayer={false}>
                <Pie
                  data={statistics.perFuel.map((row) => ({ ...row, label: fuelLabel(texts.fuels, row.fuel) }))}
                  dataKey="count"
                  nameKey="label"
                  outerRadius="75%"
                  isAnimationActive={false}
                  // The chart is hidden from assistive technology (its table says the same); nothing in it may take focus.
                  rootTabIndex={-1}
                >
                  {statistics.perFuel.map((row, index) => (
                    <Cell key={row.fuel} fill={SERIES_COLORS[index % SERIES_COLORS.length]} />
                  ))}
                </Pie>
                <Tooltip formatter={(value, name) => [formatCount(Number(value)), String(name)]} />
                {/* The names in the text colour: a pale slice's colour would be too faint to read. */}
                <Legend formatter={(name) => <span style={{ color: token.colorText }}>{name}</span>} />
              </PieChart>
            }
          />
        </Col>
        <Col xs={24}>
          <ChartCard
            title={s.newPerWeek}
            empty={statistics.newPerWeek.length === 0}
            head={[s.week, s.count]}
            rows={statistics.newPerWeek.map((row) => [formatDay(row.week), formatCount(row.count)])}
            chart={
              <AreaChart data={statistics.newPerWeek} margin={margin} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis
                  dataKey="week"
                  tickFormatter={(week: string) => formatDay(week).slice(0, 5)}
                  tick={AXIS_TICK}
                  label={axisLabel(s.week)}
                  minTickGap={24}
                />
                <YAxis tickFormatter={formatCount} tick={AXIS_TICK} label={axisLabel(s.count, -90)} width={64} allowDecimals={false} />
                <Tooltip
                  formatter={(value) => [formatCount(Number(value)), s.count]}
                  labelFormatter={(week) => `${s.week} ${formatDay(String(week))}`}
                />
                <Area dataKey="count" stroke={color} fill={color} fillOpacity={0.2} isAnimationActive={false} />
              </AreaChart>
            }
          />
        </Col>
      </Row>
    </div>
  );
}

/** The fuel's name in the page's language; a fuel the dictionary lacks keeps its stored name. */
function fuelLabel(fuels: Record<string, string>, fuel: string): string {
  return Object.hasOwn(fuels, fuel) ? fuels[fuel] : fuel;
}
