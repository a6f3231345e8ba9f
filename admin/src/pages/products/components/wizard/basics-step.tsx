import { ColorPicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import {
  PRODUCT_LIMITS,
  PRODUCT_SLUG_MAX,
  PRODUCT_TYPES,
  PRODUCT_TYPE_LABELS,
  WIZARD_STATUSES,
  type ProductDraft,
  type ProductTemplate,
} from '@platform/shared';
import type { FieldErrors } from '../../hooks/use-product-wizard';
import { STAGE_LABELS } from '../../labels';
import { WIZARD_TEXTS } from '../../wizard-labels';
import { PRODUCT_ICONS, ProductIcon } from '../product-icon';
import { TemplateCards } from './template-cards';

export interface StepProps {
  draft: ProductDraft;
  errors: FieldErrors;
  change: (values: Partial<ProductDraft>) => void;
}

const STATUS_OPTIONS = WIZARD_STATUSES.map((status) => ({ value: status, label: `${STAGE_LABELS[status]} (${status})` }));
const TYPE_OPTIONS = PRODUCT_TYPES.map((type) => ({ value: type, label: PRODUCT_TYPE_LABELS[type] }));
const ICON_OPTIONS = Object.keys(PRODUCT_ICONS).map((name) => ({
  value: name,
  label: (
    <span>
      <ProductIcon icon={name} color="#8c8c8c" size={20} /> {name}
    </span>
  ),
}));

/** A field's error under it, as antd shows a failed rule. */
const shown = (errors: FieldErrors, field: string) => (errors[field] ? { validateStatus: 'error' as const, help: errors[field] } : {});

/** Step 1, Grunnleggende info: the template and the product's own details. */
export function BasicsStep({
  draft,
  errors,
  change,
  changeId,
  chooseTemplate,
}: StepProps & { changeId: (id: string) => void; chooseTemplate: (template: ProductTemplate) => void }) {
  const text = (field: keyof ProductDraft) => ({
    id: `wizard-${field}`,
    value: draft[field] as string,
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  });
  return (
    <>
      <Form.Item label={WIZARD_TEXTS.template}>
        <TemplateCards value={draft.template} onChange={chooseTemplate} />
      </Form.Item>
      <Form.Item label={WIZARD_TEXTS.name} htmlFor="wizard-name" required {...shown(errors, 'name')}>
        <Input {...text('name')} maxLength={PRODUCT_LIMITS.name} />
      </Form.Item>
      <Form.Item label={WIZARD_TEXTS.id} htmlFor="wizard-id" required extra={WIZARD_TEXTS.idHelp} {...shown(errors, 'id')}>
        <Input id="wizard-id" value={draft.id} maxLength={PRODUCT_SLUG_MAX} onChange={(event) => changeId(event.target.value)} />
      </Form.Item>
      <Form.Item label={WIZARD_TEXTS.description} htmlFor="wizard-description" required {...shown(errors, 'description')}>
        <Input.TextArea {...text('description')} rows={3} maxLength={PRODUCT_LIMITS.text} />
      </Form.Item>
      <Form.Item label={WIZARD_TEXTS.shortDescription} htmlFor="wizard-short_description" {...shown(errors, 'short_description')}>
        <Input {...text('short_description')} maxLength={PRODUCT_LIMITS.shortDescription} />
      </Form.Item>
      <Form.Item label={WIZARD_TEXTS.overviewDescription} htmlFor="wizard-overview_description" {...shown(errors, 'overview_description')}>
        <Input.TextArea {...text('overview_description')} rows={3} maxLength={PRODUCT_LIMITS.text} />
      </Form.Item>
      <Form.Item label={WIZARD_TEXTS.targetAudience} htmlFor="wizard-target_audience" {...shown(errors, 'target_audience')}>
        <Input {...text('target_audience')} maxLength={PRODUCT_LIMITS.line} />
      </Form.Item>
      <Form.Item label={WIZARD_TEXTS.color} {...shown(errors, 'color')}>
        <ColorPicker value={draft.color} showText disabledAlpha onChange={(color) => change({ color: color.toHexString().toUpperCase() })} />
      </Form.Item>
      <Form.Item label={WIZARD_TEXTS.icon} htmlFor="wizard-icon">
        <Select id="wizard-icon" value={draft.icon} options={ICON_OPTIONS} onChange={(icon) => change({ icon })} />
      </Form.Item>
      <Form.Item label={WIZARD_TEXTS.status} htmlFor="wizard-status" {...shown(errors, 'status')}>
        <Select id="wizard-status" value={draft.status} options={STATUS_OPTIONS} onChange={(status) => change({ status })} />
      </Form.Item>
      <Form.Item label={WIZARD_TEXTS.productType} htmlFor="wizard-product_type" {...shown(errors, 'product_type')}>
        <Select id="wizard-product_type" value={draft.product_type} options={TYPE_OPTIONS} onChange={(product_type) => change({ product_type })} />
      </Form.Item>
      <Form.Item label={WIZARD_TEXTS.featured} htmlFor="wizard-featured">
        <Switch id="wizard-featured" checked={draft.featured} onChange={(featured) => change({ featured })} />
      </Form.Item>
      <Form.Item label={WIZARD_TEXTS.featuredOrder} htmlFor="wizard-featured_order">
        <InputNumber
          id="wizard-featured_order"
          min={0}
          precision={0}
          value={draft.featured_order}
          onChange={(order) => change({ featured_order: order ?? 0 })}
        />
      </Form.Item>
    </>
  );
}
