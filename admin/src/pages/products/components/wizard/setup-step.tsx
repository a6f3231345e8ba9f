import { useState } from 'react';
import { Form, Input, Switch } from 'antd';
import { TRIAL_DAYS_MAX, TRIAL_DAYS_MIN, parseTrialDays } from '@platform/shared';
import { WIZARD_TEXTS } from '../../wizard-labels';
import type { StepProps } from './basics-step';

const TOGGLES = [
  ['hasAuth', WIZARD_TEXTS.hasAuth],
  ['hasDatabase', WIZARD_TEXTS.hasDatabase],
  ['hasAPI', WIZARD_TEXTS.hasAPI],
] as const;

/** Step 3, Oppsett & Struktur: the trial (days 1-365, anything else becomes 30 on leaving the field) and what the module needs. */
export function SetupStep({ draft, errors, change }: StepProps) {
  const [days, setDays] = useState(String(draft.trial_days));
  return (
    <>
      <Form.Item label={WIZARD_TEXTS.trialEnabled} htmlFor="wizard-trial_enabled">
        <Switch id="wizard-trial_enabled" checked={draft.trial_enabled} onChange={(trial_enabled) => change({ trial_enabled })} />
      </Form.Item>
      <Form.Item
        label={WIZARD_TEXTS.trialDays}
        htmlFor="wizard-trial_days"
        extra={`${TRIAL_DAYS_MIN}–${TRIAL_DAYS_MAX}`}
        validateStatus={errors.trial_days ? 'error' : undefined}
        help={errors.trial_days}
      >
        <Input
          id="wizard-trial_days"
          inputMode="numeric"
          disabled={!draft.trial_enabled}
          value={days}
          style={{ maxWidth: 160 }}
          onChange={(event) => setDays(event.target.value)}
          onBlur={() => {
            const trial_days = parseTrialDays(days);
            setDays(String(trial_days));
            change({ trial_days });
          }}
        />
      </Form.Item>
      {TOGGLES.map(([field, label]) => (
        <Form.Item key={field} label={label} htmlFor={`wizard-${field}`}>
          <Switch id={`wizard-${field}`} checked={draft[field]} onChange={(checked) => change({ [field]: checked })} />
        </Form.Item>
      ))}
    </>
  );
}
