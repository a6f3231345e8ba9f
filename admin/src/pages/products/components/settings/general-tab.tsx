import { ColorPicker, Form, Input, Select } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { PRODUCT_LIMITS, PRODUCT_STATUSES, PRODUCT_TYPES, PRODUCT_TYPE_LABELS, type ProductSettings } from '@platform/shared';
import { STAGE_LABELS } from '../../labels';
import { PRODUCT_ICONS, ProductIcon } from '../product-icon';
import { ActivationSwitch } from './activation-switch';
import { maxRule, requiredRule } from './form-rules';
import { ScaffoldDownload } from './scaffold-download';
import { LanguageSwitch, type TextLanguage } from './language-switch';
import { TextField } from './text-field';

interface GeneralTabProps {
  product: ProductSettings;
  language: TextLanguage;
  onLanguage: (language: TextLanguage) => void;
}

const STATUS_OPTIONS = PRODUCT_STATUSES.map((status) => ({ value: status, label: `${STAGE_LABELS[status]} (${status})` }));
const TYPE_OPTIONS = PRODUCT_TYPES.map((type) => ({ value: type, label: PRODUCT_TYPE_LABELS[type] }));

/** The icon names offered, with the product's own kept when this app does not know it. */
const iconOptions = (current: string) =>
  [...new Set([...Object.keys(PRODUCT_ICONS), current])].map((name) => ({
    value: name,
    label: (
      <span>
        <ProductIcon icon={name} color="#8c8c8c" size={20} /> {name}
      </span>
    ),
  }));

/** Name, description, icon, colour, stage, type, and whether visitors see the product. */
export function GeneralTab({ product, language, onLanguage }: GeneralTabProps) {
  return (
    <>
      <ActivationSwitch product={product} />
      <Form.Item name="name" label="Name" rules={[requiredRule('Name'), maxRule('Name', PRODUCT_LIMITS.name)]}>
        <Input />
      </Form.Item>
      <LanguageSwitch value={language} onChange={onLanguage} />
      <TextField field="description" label="Description" rows={3} language={language} defaults={product.landing_defaults} />
      <Form.Item name="icon" label="Icon" rules={[requiredRule('Icon')]}>
        <Select options={iconOptions(product.icon)} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item name="color" label="Color" getValueFromEvent={(color: Color) => color.toHexString().toUpperCase()}>
        <ColorPicker format="hex" disabledAlpha showText />
      </Form.Item>
      <Form.Item name="status" label="Status">
        <Select options={STATUS_OPTIONS} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item name="product_type" label="Product type">
        <Select options={TYPE_OPTIONS} style={{ maxWidth: 320 }} />
      </Form.Item>
      <ScaffoldDownload productId={product.id} />
    </>
  );
}
