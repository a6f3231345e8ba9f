import { Alert, Button, Card, Empty, Flex, Input, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PIPELINE_STEP_HINTS,
  PIPELINE_STEP_LABELS,
  PIPELINE_STEP_TYPES,
  isSourceStep,
  type PipelineStep,
  type PipelineStepType,
} from '@platform/shared';
import { newStep, type PipelineDraft } from './draft';
import { ErrorList } from './fields';
import { StepConfigForm } from './step-config-form';
import { FIELDS_WITH_OWN_MESSAGE, errorsAt, type WizardErrors } from './wizard-errors';

interface StepsStepProps {
  draft: PipelineDraft;
  errors: WizardErrors;
  change: (values: Partial<PipelineDraft>) => void;
}

/** Swaps a step with its neighbour. */
const moved = (steps: PipelineStep[], index: number, by: -1 | 1) => {
  const next = [...steps];
  [next[index], next[index + by]] = [next[index + by], next[index]];
  return next;
};

/** The pipeline's steps in order: add by type, rename, reorder, remove, and each one's config. */
export function StepsStep({ draft, errors, change }: StepsStepProps) {
  const { steps } = draft;
  const setSteps = (next: PipelineStep[]) => change({ steps: next.map((step, order) => ({ ...step, order })) });
  // Streaming pipelines get their records at the ingest address: no source steps.
  const offered = PIPELINE_STEP_TYPES.filter((type) => draft.type !== 'streaming' || !isSourceStep(type));

  return (
    <Flex vertical gap={16}>
      {draft.type !== 'streaming' && (
        <Typography.Text type="secondary">Start with a source step (Web Scraper or API Connector); the others work on its records.</Typography.Text>
      )}
      <ErrorList messages={errors.steps ? [errors.steps] : []} />
      {steps.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No steps yet: add the first one below." />
      ) : (
        steps.map((step, index) => {
          const prefix = `steps[${index}]`;
          const stepErrors = Object.entries(errors).filter(([field]) => field.startsWith(`${prefix}.`) || field === prefix);
          const topMessages = stepErrors
            .filter(([field]) => !FIELDS_WITH_OWN_MESSAGE.some((own) => field === `${prefix}.config.${own}`))
            .map(([, message]) => message);
          const update = (next: PipelineStep) => setSteps(steps.map((item, at) => (at === index ? next : item)));
          return (
            <Card
              key={step.id}
              size="small"
              aria-label={`Step ${index + 1}`}
              data-invalid={stepErrors.length > 0 || undefined}
              style={stepErrors.length ? { borderColor: '#ff4d4f' } : undefined}
              title={
                <Flex gap={8} align="center">
                  <Typography.Text type="secondary">{index + 1}.</Typography.Text>
                  <Input
                    aria-label={`Step ${index + 1} name`}
                    value={step.name}
                    style={{ maxWidth: 320 }}
                    onChange={(event) => update({ ...step, name: event.target.value })}
                  />
                  <Tag>{PIPELINE_STEP_LABELS[step.type]}</Tag>
                </Flex>
              }
              extra={
                <Flex gap={4}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={`Move step ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => setSteps(moved(steps, index, -1))}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={`Move step ${index + 1} down`}
                    disabled={index === steps.length - 1}
                    onClick={() => setSteps(moved(steps, index, 1))}
                  />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove step ${index + 1}`}
                    onClick={() => setSteps(steps.filter((_, at) => at !== index))}
                  />
                </Flex>
              }
            >
              <Typography.Paragraph type="secondary">{PIPELINE_STEP_HINTS[step.type]}</Typography.Paragraph>
              {topMessages.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={<ErrorList messages={topMessages} />} />}
              <StepConfigForm step={step} onChange={update} errors={(field) => errorsAt(errors, `${prefix}.config.${field}`)} />
            </Card>
          );
        })
      )}
      <Flex gap={8} wrap>
        {offered.map((type: PipelineStepType) => (
          <Button key={type} icon={<PlusOutlined />} onClick={() => setSteps([...steps, newStep(type, steps.length)])}>
            {`Add ${PIPELINE_STEP_LABELS[type]}`}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
