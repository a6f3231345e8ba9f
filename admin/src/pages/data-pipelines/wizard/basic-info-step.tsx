import { Form, Radio, Space } from 'antd';
import { PIPELINE_TYPES, PIPELINE_TYPE_LABELS, type PipelineType } from '@platform/shared';
import type { PipelineDraft } from './draft';
import { TextField } from './fields';
import { errorsAt, type WizardErrors } from './wizard-errors';

interface BasicInfoStepProps {
  draft: PipelineDraft;
  errors: WizardErrors;
  change: (values: Partial<PipelineDraft>) => void;
}

export function BasicInfoStep({ draft, errors, change }: BasicInfoStepProps) {
  return (
    <>
      <TextField label="Name" required value={draft.name} errors={errorsAt(errors, 'name')} onChange={(name) => change({ name })} />
      <TextField
        label="Description"
        multiline
        value={draft.description}
        errors={errorsAt(errors, 'description')}
        onChange={(description) => change({ description })}
      />
      <Form.Item label="Type" required help={errorsAt(errors, 'type')[0]} validateStatus={errorsAt(errors, 'type').length ? 'error' : undefined}>
        <Radio.Group aria-label="Type" value={draft.type} onChange={(event) => change({ type: event.target.value as PipelineType })}>
          <Space direction="vertical">
            {PIPELINE_TYPES.map((type) => (
              <Radio key={type} value={type}>
                {PIPELINE_TYPE_LABELS[type]}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
    </>
  );
}
