import { Typography } from 'antd';
import { formatPointChange } from './format';

/**
 * The churn against the period before, in percentage points: down is good. Computed from the two rates the server
 * sends; nothing to say when either is missing.
 */
export function ChurnChange({ churnRate, previousChurnRate, days }: { churnRate: number | null; previousChurnRate: number | null; days: number }) {
  if (churnRate === null || previousChurnRate === null) {
    return <Typography.Text type="secondary">Ingen sammenligning</Typography.Text>;
  }
  const change = Math.round((churnRate - previousChurnRate) * 10) / 10;
  const type = change < 0 ? 'success' : change > 0 ? 'danger' : 'secondary';
  return (
    <Typography.Text type={type} data-testid="churn-change">
      {formatPointChange(change)} mot forrige {days} dager
    </Typography.Text>
  );
}
