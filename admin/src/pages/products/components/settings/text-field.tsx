import { Input } from 'antd';
import { PRODUCT_TEXT_LIMITS, productTextMax, type ProductSettings, type ProductTexts } from '@platform/shared';
import { maxRule } from './form-rules';
import type { TextLanguage } from './language-switch';
import { LocalizedField } from './localized-field';

interface TextFieldProps {
  field: keyof ProductTexts;
  label: string;
  language: TextLanguage;
  defaults: ProductSettings['landing_defaults'];
  rows?: number;
}

/** A product text in both languages, with a counter where the text has its own limit (meta title 60, ...). */
export function TextField({ field, label, language, defaults, rows }: TextFieldProps) {
  const max = productTextMax(field);
  const count = PRODUCT_TEXT_LIMITS[field] ? { show: true, max } : undefined;
  return (
    <LocalizedField
      field={field}
      label={label}
      language={language}
      defaults={defaults}
      rules={[maxRule(label, max)]}
      input={(placeholder) =>
        rows ? <Input.TextArea rows={rows} placeholder={placeholder} count={count} /> : <Input placeholder={placeholder} count={count} />
      }
    />
  );
}
