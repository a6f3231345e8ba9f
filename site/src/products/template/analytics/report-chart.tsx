import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompact, formatNumber } from './analytics-format';

const CHART_HEIGHT = 320;
const AXIS_TICK = { fontSize: 12 };

export interface ChartBar {
  label: string;
  value: number | null;
}

/**
 * The report as bars (recharts, in this chunk only). Hidden from screen readers: the table beside it holds the same
 * figures, which a list of bars cannot tell.
 */
export default function ReportChart({ bars, measure }: { bars: ChartBar[]; measure: string }) {
  const { token } = theme.useToken();
  return (
    <div aria-hidden="true">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 720, height: CHART_HEIGHT }}>
        <BarChart data={bars} margin={{ top: 8, right: 16, bottom: 24, left: 24 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} interval="preserveStartEnd" />
          <YAxis tickFormatter={formatCompact} tick={AXIS_TICK} width={64} />
          <Tooltip formatter={(value) => [formatNumber(Number(value)), measure]} />
          <Bar dataKey="value" fill={token.colorPrimary} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
