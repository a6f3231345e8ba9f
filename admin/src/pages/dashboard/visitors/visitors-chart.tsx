import { Card } from 'antd';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { VisitorAnalytics } from '@platform/shared';
import { formatNumber } from '../parts/format';
import { VISITOR_TEXTS, formatDay } from './labels';

const HEIGHT = 280;
const AXIS_TICK = { fontSize: 12 };

/** Visitors and sessions per day of the window, oldest first (every day present, 0 on quiet days). */
export function VisitorsChart({ days }: { days: VisitorAnalytics['visitors_by_day'] }) {
  return (
    <Card size="small" title={VISITOR_TEXTS.chartTitle}>
      <figure aria-label={VISITOR_TEXTS.chartTitle} style={{ margin: 0 }}>
        <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 800, height: HEIGHT }}>
          <LineChart data={days} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS_TICK} minTickGap={16} />
            <YAxis allowDecimals={false} tickFormatter={(value: number) => formatNumber(value)} tick={AXIS_TICK} width={48} />
            <Tooltip labelFormatter={(label) => formatDay(String(label))} formatter={(value) => formatNumber(Number(value))} />
            <Legend />
            <Line
              type="monotone"
              dataKey="visitors"
              name={VISITOR_TEXTS.visitors}
              stroke="#1677ff"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="sessions"
              name={VISITOR_TEXTS.sessions}
              stroke="#52c41a"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </figure>
    </Card>
  );
}
