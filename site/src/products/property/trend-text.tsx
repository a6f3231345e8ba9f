import { Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { formatTrend } from './property-format';

/** A price trend with its sign: green with an up arrow when prices rose, red with a down arrow when they fell. */
export function TrendText({ value }: { value: number | null }) {
  const text = formatTrend(value);
  if (value === null || value === 0) return <span>{text}</span>;
  const up = value > 0;
  return (
    <Typography.Text type={up ? 'success' : 'danger'} style={{ whiteSpace: 'nowrap', fontSize: 'inherit' }}>
      {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />} {text}
    </Typography.Text>
  );
}
