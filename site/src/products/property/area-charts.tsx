import { Bar, CartesianGrid, ComposedChart, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { theme } from 'antd';
import type { AreaMonth } from '@platform/shared';
import { useLocale } from '../../i18n';
import { formatCompact, formatCount, formatKr, formatMonth } from './property-format';
import { usePropertyTexts } from './property-texts';

// The charts and their library are a chunk of their own (see lazy-charts.tsx); their figures are in tables beside them.
const HEIGHT = 300;
const AXIS_TICK = { fontSize: 12 };
const MARGIN = { top: 8, right: 16, bottom: 8, left: 16 };
// Distinct in hue and with enough contrast against white for a thin line.
const SECOND_COLOR = '#c2410c';
const SOLD_COLOR = '#15803d';

/** One area's months: the price per m² as a line (left axis), new listings and sold homes as bars (right axis). */
export function SeriesChart({ series }: { series: AreaMonth[] }) {
  const texts = usePropertyTexts();
  const locale = useLocale();
  const { token } = theme.useToken();
  const c = texts.charts;
  return (
    <div aria-hidden="true">
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 640, height: HEIGHT }}>
        <ComposedChart data={series} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tickFormatter={(month: string) => formatMonth(month, locale)} tick={AXIS_TICK} minTickGap={16} />
          <YAxis yAxisId="price" tickFormatter={formatCompact} tick={AXIS_TICK} width={56} />
          <YAxis yAxisId="count" orientation="right" tickFormatter={formatCount} tick={AXIS_TICK} width={40} allowDecimals={false} />
          <Tooltip
            labelFormatter={(month) => formatMonth(String(month), locale)}
            formatter={(value, name) => [name === c.pricePerSqm ? formatKr(Number(value)) : formatCount(Number(value)), String(name)]}
          />
          <Legend formatter={(name) => <span style={{ color: token.colorText }}>{name}</span>} />
          <Bar yAxisId="count" dataKey="newListings" name={c.newListings} fill={token.colorPrimaryBorder} isAnimationActive={false} />
          <Bar yAxisId="count" dataKey="sold" name={c.sold} fill={SOLD_COLOR} isAnimationActive={false} />
          <Line
            yAxisId="price"
            dataKey="pricePerSqm"
            name={c.pricePerSqm}
            stroke={token.colorPrimary}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

export interface NamedSeries {
  label: string;
  series: AreaMonth[];
}

/** Two areas' prices per m² month by month in one chart. */
export function ComparisonChart({ first, second }: { first: NamedSeries; second: NamedSeries }) {
  const locale = useLocale();
  const { token } = theme.useToken();
  const months = [...new Set([...first.series, ...second.series].map((month) => month.month))].sort();
  const price = (named: NamedSeries, month: string) => named.series.find((row) => row.month === month)?.pricePerSqm ?? null;
  const data = months.map((month) => ({ month, first: price(first, month), second: price(second, month) }));
  return (
    <div aria-hidden="true">
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 640, height: HEIGHT }}>
        <LineChart data={data} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tickFormatter={(month: string) => formatMonth(month, locale)} tick={AXIS_TICK} minTickGap={16} />
          <YAxis tickFormatter={formatCompact} tick={AXIS_TICK} width={56} />
          <Tooltip
            labelFormatter={(month) => formatMonth(String(month), locale)}
            formatter={(value, name) => [formatKr(Number(value)), String(name)]}
          />
          <Legend formatter={(name) => <span style={{ color: token.colorText }}>{name}</span>} />
          <Line
            dataKey="first"
            name={first.label}
            stroke={token.colorPrimary}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
          <Line
            dataKey="second"
            name={second.label}
            stroke={SECOND_COLOR}
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
