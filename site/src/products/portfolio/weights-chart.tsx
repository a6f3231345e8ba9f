import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { theme } from 'antd';
import type { WeightComparison } from '@platform/shared';
import { formatWeight } from './portfolio-format';
import { usePortfolioTexts } from './portfolio-texts';

// The chart and its library are a chunk of their own (see lazy-weights-chart.tsx); the table beside it has its figures.
const HEIGHT = 320;
const AXIS_TICK = { fontSize: 12 };
// Distinct in hue from the primary blue, with enough contrast against white.
const AFTER_COLOR = '#c2410c';

/** Each security's weight before and after the plan, grouped, with its target as a third, lighter bar. */
export default function WeightsChart({ weights }: { weights: WeightComparison[] }) {
  const texts = usePortfolioTexts().columns;
  const { token } = theme.useToken();
  return (
    <div aria-hidden="true">
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 640, height: HEIGHT }}>
        <BarChart data={weights} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="ticker" tick={AXIS_TICK} interval={0} angle={-30} textAnchor="end" height={56} />
          <YAxis tickFormatter={(value: number) => `${value} %`} tick={AXIS_TICK} width={48} />
          <Tooltip formatter={(value, name) => [formatWeight(Number(value)), String(name)]} />
          <Legend formatter={(name) => <span style={{ color: token.colorText }}>{name}</span>} />
          <Bar dataKey="before" name={texts.before} fill={token.colorPrimary} isAnimationActive={false} />
          <Bar dataKey="after" name={texts.after} fill={AFTER_COLOR} isAnimationActive={false} />
          <Bar dataKey="targetWeight" name={texts.targetWeight} fill={token.colorBorder} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
