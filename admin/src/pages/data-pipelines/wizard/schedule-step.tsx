import { Alert, Flex, Form, Input, Radio, Select, Switch, Typography } from 'antd';
import {
  PIPELINE_CRON_EXAMPLE,
  PIPELINE_INTERVALS,
  PIPELINE_MESSAGES,
  PIPELINE_TIME_ZONE,
  cronProblem,
  type PipelineInterval,
} from '@platform/shared';
import type { PipelineDraft } from './draft';
import { ErrorList } from './fields';
import { errorsAt, type WizardErrors } from './wizard-errors';

interface ScheduleStepProps {
  draft: PipelineDraft;
  errors: WizardErrors;
  change: (values: Partial<PipelineDraft>) => void;
}

const INTERVAL_OPTIONS = (Object.keys(PIPELINE_INTERVALS) as PipelineInterval[]).map((value) => ({ value, label: value }));

/** Off by default (manual runs only); on, an interval (1h unless chosen) or a cron expression. */
export function ScheduleStep({ draft, errors, change }: ScheduleStepProps) {
  const problem = draft.scheduleEnabled && draft.scheduleType === 'cron' && draft.cron.trim() ? cronProblem(draft.cron) : null;
  // The server's rule, said here before sending: only scheduled pipelines run on a schedule, and they must.
  const mismatch =
    draft.type === 'scheduled' && !draft.scheduleEnabled
      ? PIPELINE_MESSAGES.scheduleRequired
      : draft.type !== 'scheduled' && draft.scheduleEnabled
        ? PIPELINE_MESSAGES.scheduleOnlyScheduled
        : null;
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center">
        <Switch aria-label="Run on a schedule" checked={draft.scheduleEnabled} onChange={(scheduleEnabled) => change({ scheduleEnabled })} />
        <Typography.Text>{draft.scheduleEnabled ? 'Runs on a schedule' : 'Manual execution only'}</Typography.Text>
      </Flex>
      {mismatch && <Alert type="warning" showIcon message={mismatch} />}
      {draft.scheduleEnabled && (
        <>
          <Form.Item label="Schedule type">
            <Radio.Group
              aria-label="Schedule type"
              value={draft.scheduleType}
              onChange={(event) => change({ scheduleType: event.target.value as PipelineDraft['scheduleType'] })}
              options={[
                { value: 'interval', label: 'Interval' },
                { value: 'cron', label: 'Cron' },
              ]}
            />
          </Form.Item>
          {draft.scheduleType === 'interval' ? (
            <Form.Item label="Run every">
              <Select
                aria-label="Run every"
                style={{ width: 160 }}
                value={draft.interval}
                options={INTERVAL_OPTIONS}
                onChange={(interval: PipelineInterval) => change({ interval })}
              />
            </Form.Item>
          ) : (
            <Form.Item
              label="Cron expression"
              htmlFor="pipeline-cron"
              validateStatus={problem ? 'error' : undefined}
              help={problem ?? `Five fields, in ${PIPELINE_TIME_ZONE} time; ${PIPELINE_CRON_EXAMPLE} runs every 6 hours.`}
            >
              <Input
                id="pipeline-cron"
                style={{ width: 240 }}
                placeholder={PIPELINE_CRON_EXAMPLE}
                value={draft.cron}
                onChange={(event) => change({ cron: event.target.value })}
              />
            </Form.Item>
          )}
        </>
      )}
      <ErrorList messages={errorsAt(errors, 'schedule')} />
    </Flex>
  );
}
