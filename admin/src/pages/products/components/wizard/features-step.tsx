import { Form } from 'antd';
import { TagListInput } from '../settings/tag-list-input';
import { WIZARD_TEXTS } from '../../wizard-labels';
import type { StepProps } from './basics-step';
import { RoutesEditor } from './routes-editor';

const LISTS = [
  ['features', WIZARD_TEXTS.features, 'feature'],
  ['integrations', WIZARD_TEXTS.integrations, 'integration'],
  ['tags', WIZARD_TEXTS.tags, 'tag'],
] as const;

/** Step 2, Funksjoner & Ruter: the text lists (Enter adds, trimmed, blanks ignored) and the routes. */
export function FeaturesStep({ draft, errors, change }: StepProps) {
  return (
    <>
      {LISTS.map(([field, label, itemLabel]) => (
        <Form.Item key={field} label={label} htmlFor={`wizard-${field}`} validateStatus={errors[field] ? 'error' : undefined} help={errors[field]}>
          <TagListInput
            id={`wizard-${field}`}
            itemLabel={itemLabel}
            placeholder={WIZARD_TEXTS.listPlaceholder}
            value={draft[field]}
            onChange={(items) => change({ [field]: items })}
          />
        </Form.Item>
      ))}
      <Form.Item label={WIZARD_TEXTS.routes}>
        <RoutesEditor routes={draft.routes} onChange={(routes) => change({ routes })} error={errors.routes} />
      </Form.Item>
    </>
  );
}
