import { Alert, Form, Input } from 'antd';
import type { ProductSettings } from '@platform/shared';
import { FeaturedImageField } from './featured-image-field';
import { linkRule } from './form-rules';
import { LanguageSwitch, type TextLanguage } from './language-switch';
import { LocalizedItemList, LocalizedTagList } from './localized-lists';
import { TextField } from './text-field';

interface LandingTabProps {
  product: ProductSettings;
  language: TextLanguage;
  onLanguage: (language: TextLanguage) => void;
}

const FEATURE_PARTS = [
  { key: 'title', label: 'Title' },
  { key: 'description', label: 'Description', multiline: true },
];
const TESTIMONIAL_PARTS = [
  { key: 'quote', label: 'Quote', multiline: true },
  { key: 'author', label: 'Author' },
  { key: 'role', label: 'Role' },
];

/** A link of the hero; the same in every language. */
function LinkField({ name, label }: { name: 'cta_primary_href' | 'cta_secondary_href'; label: string }) {
  return (
    <Form.Item name={name} label={label} rules={[linkRule(label)]}>
      <Input placeholder="https://… or /path" />
    </Form.Item>
  );
}

/** The public landing page: hero, calls to action, features, benefits, pricing texts, testimonials and the image. */
export function LandingTab({ product, language, onLanguage }: LandingTabProps) {
  const defaults = product.landing_defaults;
  const text = { language, defaults };
  return (
    <>
      <LanguageSwitch value={language} onChange={onLanguage} />
      <TextField field="landing_hero_title" label="Hero title" {...text} />
      <TextField field="landing_hero_subtitle" label="Hero subtitle" {...text} />
      <TextField field="landing_hero_description" label="Hero description" rows={3} {...text} />
      <TextField field="cta_primary_text" label="Primary CTA text" {...text} />
      <LinkField name="cta_primary_href" label="Primary CTA link" />
      <TextField field="cta_secondary_text" label="Secondary CTA text" {...text} />
      <LinkField name="cta_secondary_href" label="Secondary CTA link" />
      <LocalizedItemList
        field="landing_features"
        label="Landing features"
        itemLabel="Feature"
        parts={FEATURE_PARTS}
        language={language}
        defaults={defaults}
      />
      <TextField field="landing_benefits_title" label="Benefits title" {...text} />
      <LocalizedTagList field="landing_benefits_items" label="Benefits" itemLabel="benefit" language={language} defaults={defaults} />
      <TextField field="landing_pricing_title" label="Pricing title" {...text} />
      <TextField field="landing_pricing_description" label="Pricing description" rows={2} {...text} />
      <Alert type="info" showIcon style={{ marginBottom: 24 }} message="The pricing section lists the active plans of the 'Prices and plans' tab." />
      <LocalizedItemList
        field="landing_testimonials"
        label="Testimonials"
        itemLabel="Testimonial"
        parts={TESTIMONIAL_PARTS}
        language={language}
        defaults={defaults}
      />
      <FeaturedImageField productId={product.id} productName={product.name} image={product.featured_image} />
    </>
  );
}
