import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { formatChange } from './market-format';

// Darker than antd's success and error colours: these are text, and need 4.5:1 against white.
const UP = '#237804';
const DOWN = '#a8071a';

/** A change in percent: green with an up arrow when it rose, red with a down arrow when it fell, '–' without one. */
export function ChangeText({ percent, label }: { percent: number | null; label: string }) {
  const rose = percent !== null && percent > 0;
  const fell = percent !== null && percent < 0;
  return (
    <div>
      <Typography.Text strong={rose || fell} type={rose || fell ? undefined : 'secondary'} style={{ color: rose ? UP : fell ? DOWN : undefined }}>
        {rose && <ArrowUpOutlined aria-hidden />}
        {fell && <ArrowDownOutlined aria-hidden />} <span>{formatChange(percent)}</span>
      </Typography.Text>{' '}
      <Typography.Text type="secondary">{label}</Typography.Text>
    </div>
  );
}
