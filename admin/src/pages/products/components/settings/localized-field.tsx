import type { ReactNode } from 'react';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ProductSettings, ProductTexts } from '@platform/shared';
import type { TextLanguage } from './language-switch';

interface LocalizedFieldProps {
  field: keyof ProductTexts;
  label: string;
  language: TextLanguage;
  defaults: ProductSettings['landing_defaults'];
  /** The input, given what it shows when left empty. */
  input: (placeholder: string | undefined) => ReactNode;
  rules?: Rule[];
  extra?: ReactNode;
}

const asText = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * One text in both languages: `field` for Norwegian and `translations.en.field` for English. Both stay in the form
 * (the other one hidden), so switching language loses nothing and both are checked on save. Empty Norwegian shows
 * the site's default; empty English shows the Norwegian text, which the site falls back to.
 */
export function LocalizedField({ field, label, language, defaults, input, rules, extra }: LocalizedFieldProps) {
  const norwegian = Form.useWatch(field, { preserve: true });
  return (
    <>
      <Form.Item name={field} label={label} rules={rules} extra={extra} hidden={language !== 'no'}>
        {input(asText(defaults?.no?.[field]))}
      </Form.Item>
      <Form.Item name={['translations', 'en', field]} label={`${label} (English)`} rules={rules} extra={extra} hidden={language !== 'en'}>
        {input(asText(norwegian) ?? asText(defaults?.en?.[field]))}
      </Form.Item>
    </>
  );
}
