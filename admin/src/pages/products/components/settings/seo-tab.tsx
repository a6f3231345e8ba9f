import { Divider, Form, Input, Select } from 'antd';
import { ROBOTS_DIRECTIVES, type ProductSettings } from '@platform/shared';
import { linkRule } from './form-rules';
import { LanguageSwitch, type TextLanguage } from './language-switch';
import { SeoPreviews } from './seo-previews';
import { TextField } from './text-field';

interface SeoTabProps {
  product: ProductSettings;
  language: TextLanguage;
  onLanguage: (language: TextLanguage) => void;
}

const ROBOTS_OPTIONS = ROBOTS_DIRECTIVES.map((directive) => ({ value: directive, label: directive }));

/** An image or page address; the same in every language. */
function LinkField({ name, label }: { name: 'canonical_url' | 'og_image' | 'twitter_image'; label: string }) {
  return (
    <Form.Item name={name} label={label} rules={[linkRule(label)]}>
      <Input placeholder="https://…" />
    </Form.Item>
  );
}

/** Search engine and social sharing texts, with previews of how they look. */
export function SeoTab({ product, language, onLanguage }: SeoTabProps) {
  const text = { language, defaults: product.landing_defaults };
  return (
    <>
      <LanguageSwitch value={language} onChange={onLanguage} />
      <SeoPreviews language={language} productId={product.id} image={product.featured_image} />
      <TextField field="meta_title" label="Meta title" {...text} />
      <TextField field="meta_description" label="Meta description" rows={2} {...text} />
      <TextField field="meta_keywords" label="Meta keywords" {...text} />
      <LinkField name="canonical_url" label="Canonical URL" />
      <Form.Item name="robots_directives" label="Robots directives">
        <Select options={ROBOTS_OPTIONS} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Divider orientation="left">Open Graph</Divider>
      <TextField field="og_title" label="Open Graph title" {...text} />
      <TextField field="og_description" label="Open Graph description" rows={2} {...text} />
      <LinkField name="og_image" label="Open Graph image" />
      <Divider orientation="left">Twitter</Divider>
      <TextField field="twitter_title" label="Twitter title" {...text} />
      <TextField field="twitter_description" label="Twitter description" rows={2} {...text} />
      <LinkField name="twitter_image" label="Twitter image" />
    </>
  );
}
