import { Card, Typography, theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyCount } from '@platform/shared';
import { formatNumber } from '../parts/format';
import { formatDayMonth } from './format';

const HEIGHT = 180;
// The size drawn before the container is measured (and where nothing can measure it, as in tests).
const INITIAL_SIZE = { width: 480, height: HEIGHT };

interface DailyPanelProps {
  title: string;
  /** What one count is, for the total and the tooltip: 'innlogginger'. */
  unit: string;
  days: DailyCount[];
  shape: 'line' | 'bar';
}

/**
 * A count per day as a small chart with the period's total. The chart is one image to assistive technology: its label
 * reads the total and the busiest day.
 */
export function DailyPanel({ title, unit, days, shape }: DailyPanelProps) {
  const { token } = theme.useToken();
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce<DailyCount | null>((best, day) => (day.count > (best?.count ?? 0) ? day : best), null);
  const points = days.map((day) => ({ label: formatDayMonth(day.date), count: day.count }));
  const summary = `${title}: ${formatNumber(total)} ${unit}${busiest ? `, flest ${formatDayMonth(busiest.date)} (${formatNumber(busiest.count)})` : ''}`;
  const tooltip = { formatter: (value: unknown) => [formatNumber(Number(value)), unit] as [string, string] };
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={16} />
      <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={36} />
    </>
  );
  return (
    <Card size="small" title={title} extra={`Totalt ${formatNumber(total)}`} style={{ height: '100%' }}>
      {total === 0 ? (
        <Typography.Text type="secondary">Ingen {unit} i perioden</Typography.Text>
      ) : (
        <div role="img" aria-label={summary}>
          <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
            {shape === 'line' ? (
              <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
                {axes}
                <Tooltip {...tooltip} />
                <Line type="monotone" dataKey="count" stroke={token.colorPrimary} strokeWidth={2} dot={false} isAnimationActive={false} />
              </LineChart>
            ) : (
              <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
                {axes}
                <Tooltip {...tooltip} />
                <Bar dataKey="count" fill={token.colorSuccess} isAnimationActive={false} />
              </BarChart>
            )}
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
