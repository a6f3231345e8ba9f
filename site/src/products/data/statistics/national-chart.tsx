import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatisticsSeries } from '@platform/shared';
import { formatUnitValue } from '../market-format';
import type { MarketTexts } from '../market-texts';

const HEIGHT = 240;
// The size drawn before the container is measured (and where nothing can measure it).
const INITIAL_SIZE = { width: 560, height: HEIGHT };

/**
 * The national figure per year as a line. It is one image to assistive technology: its label reads out the same
 * figures, and the county table beside it has the rest.
 */
export function NationalChart({ series, texts }: { series: StatisticsSeries; texts: MarketTexts['statistics'] }) {
  const format = (value: number) => formatUnitValue(value, series.unit, texts.units);
  const description = `${texts.chart(series.label)}: ${series.national.map(({ year, value }) => `${year} ${format(value)}`).join(', ')}`;
  return (
    <div role="img" aria-label={description}>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
        <LineChart data={series.national} margin={{ top: 8, right: 16, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="year" />
          <YAxis width={72} tickFormatter={format} domain={['auto', 'auto']} />
          <Tooltip formatter={(value) => [format(Number(value)), texts.national]} />
          <Line type="monotone" dataKey="value" name={texts.national} stroke="#1677ff" strokeWidth={2} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
