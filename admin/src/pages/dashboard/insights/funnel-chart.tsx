import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FunnelMonth } from '@platform/shared';
import { formatNumber, formatPercent } from '../parts/format';
import { formatMonth } from './format';
import { FUNNEL_STEPS, stepConversion } from './funnel-steps';

const HEIGHT = 220;
// The size drawn before the container is measured (and where nothing can measure it, as in tests).
const INITIAL_SIZE = { width: 640, height: HEIGHT };

/** One month's funnel as horizontal bars, one per step. One image to assistive technology: its label reads the steps. */
export function FunnelChart({ month }: { month: FunnelMonth }) {
  const { token } = theme.useToken();
  const bars = FUNNEL_STEPS.map(({ key, label }, index) => ({ label, count: month[key], conversion: stepConversion(month, index) }));
  const summary = `Trakt ${formatMonth(month.month)}: ${bars
    .map(({ label, count, conversion }, index) => `${label} ${formatNumber(count)}${index > 0 ? ` (${formatPercent(conversion)})` : ''}`)
    .join(', ')}`;
  return (
    <div role="img" aria-label={summary}>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
        <BarChart data={bars} layout="vertical" margin={{ top: 8, right: 24, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={(value: number) => formatNumber(value)} />
          <YAxis type="category" dataKey="label" tick={{ fontSize: 12 }} width={110} />
          <Tooltip formatter={(value) => [formatNumber(Number(value)), 'Antall']} />
          <Bar dataKey="count" name="Antall" fill={token.colorPrimary} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
