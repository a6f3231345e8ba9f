import { Form, InputNumber, Switch } from 'antd';
import type { ProductSettings } from '@platform/shared';
import { IDEA_TEXTS } from '../../settings-labels';
import { LanguageSwitch, type TextLanguage } from './language-switch';
import { LocalizedTagList } from './localized-lists';
import { SourceIdeaField } from './source-idea-field';
import { TagListInput } from './tag-list-input';
import { TextField } from './text-field';

interface MarketingTabProps {
  product: ProductSettings;
  language: TextLanguage;
  onLanguage: (language: TextLanguage) => void;
}

/** Featuring on the front page, the texts of cards and the overview, key features, integrations and the source idea. */
export function MarketingTab({ product, language, onLanguage }: MarketingTabProps) {
  const defaults = product.landing_defaults;
  const savedIdea = product.source_idea_id
    ? { id: product.source_idea_id, title: product.source_idea_title, status: product.source_idea_status }
    : null;
  return (
    <>
      <Form.Item name="featured" label="Featured" valuePropName="checked" extra="Featured products are shown in the front page carousel.">
        <Switch />
      </Form.Item>
      <Form.Item name="featured_order" label="Featured order" extra="Lower comes first.">
        <InputNumber min={0} precision={0} style={{ width: 180 }} />
      </Form.Item>
      <LanguageSwitch value={language} onChange={onLanguage} />
      <TextField field="short_description" label="Short description" language={language} defaults={defaults} />
      <TextField field="overview_description" label="Overview description" rows={4} language={language} defaults={defaults} />
      <TextField field="target_audience" label="Target audience" rows={2} language={language} defaults={defaults} />
      <LocalizedTagList field="key_features" label="Key features" itemLabel="key feature" language={language} defaults={product.landing_defaults} />
      <Form.Item name="integrations" label="Integrations">
        <TagListInput itemLabel="integration" />
      </Form.Item>
      <Form.Item name="source_idea_id" label={IDEA_TEXTS.label}>
        <SourceIdeaField saved={savedIdea} />
      </Form.Item>
    </>
  );
}
