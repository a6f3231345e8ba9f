import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthlyRevenue } from '@platform/shared';
import { formatKr } from '../parts/format';
import { formatMonth } from './format';

const HEIGHT = 260;
// The size drawn before the container is measured (and where nothing can measure it, as in tests).
const INITIAL_SIZE = { width: 640, height: HEIGHT };
const compactKr = new Intl.NumberFormat('nb-NO', { notation: 'compact', maximumFractionDigits: 1 });

/** Revenue per month as bars, kr in the tooltip. Hidden from assistive technology: the table beside it has the figures. */
export default function RevenueChart({ months }: { months: MonthlyRevenue[] }) {
  const { token } = theme.useToken();
  const bars = months.map(({ month, revenue }) => ({ label: formatMonth(month), revenue }));
  return (
    <div aria-hidden="true" data-testid="revenue-chart">
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL_SIZE}>
        <BarChart data={bars} margin={{ top: 8, right: 16, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={(value: number) => `${compactKr.format(value)} kr`} tick={{ fontSize: 12 }} width={72} />
          <Tooltip formatter={(value) => [formatKr(Number(value)), 'Inntekt']} />
          <Bar dataKey="revenue" name="Inntekt" fill={token.colorPrimary} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
