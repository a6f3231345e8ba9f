import { Form, InputNumber, Switch } from 'antd';
import { PRODUCT_SETTINGS_MESSAGES, TRIAL_DAYS_MAX, TRIAL_DAYS_MIN } from '@platform/shared';

const daysRule = {
  validator: (_: unknown, value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= TRIAL_DAYS_MIN && value <= TRIAL_DAYS_MAX
      ? Promise.resolve()
      : Promise.reject(new Error(PRODUCT_SETTINGS_MESSAGES.wholeNumber('Trial days', TRIAL_DAYS_MIN, TRIAL_DAYS_MAX))),
};

/** Whether signed-in users can start a trial, and how long it lasts. */
export function TrialTab() {
  const enabled = Form.useWatch<boolean>('trial_enabled', { preserve: true });
  return (
    <>
      <Form.Item name="trial_enabled" label="Trial enabled" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="trial_days" label="Trial days" rules={[daysRule]} extra={`${TRIAL_DAYS_MIN}–${TRIAL_DAYS_MAX} days`}>
        <InputNumber min={TRIAL_DAYS_MIN} max={TRIAL_DAYS_MAX} precision={0} disabled={!enabled} suffix="days" style={{ width: 180 }} />
      </Form.Item>
    </>
  );
}
