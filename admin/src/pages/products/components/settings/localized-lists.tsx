import { Form, Typography } from 'antd';
import type { ProductTexts } from '@platform/shared';
import { SETTINGS_TEXTS } from '../../settings-labels';
import { ItemListField, type ItemPart } from './item-list-field';
import type { TextLanguage } from './language-switch';
import { TagListInput } from './tag-list-input';

type ListText = Extract<keyof ProductTexts, 'key_features' | 'landing_benefits_items'>;
type ItemsText = Extract<keyof ProductTexts, 'landing_features' | 'landing_testimonials'>;

/** A list of short texts in both languages (the other language's list kept, hidden). */
export function LocalizedTagList({
  field,
  label,
  itemLabel,
  language,
}: {
  field: ListText;
  label: string;
  itemLabel: string;
  language: TextLanguage;
}) {
  return (
    <>
      <Form.Item name={field} label={label} hidden={language !== 'no'}>
        <TagListInput itemLabel={itemLabel} />
      </Form.Item>
      <Form.Item name={['translations', 'en', field]} label={`${label} (English)`} hidden={language !== 'en'} extra={SETTINGS_TEXTS.englishListHint}>
        <TagListInput itemLabel={`${itemLabel} (English)`} />
      </Form.Item>
    </>
  );
}

interface LocalizedItemListProps {
  field: ItemsText;
  label: string;
  itemLabel: string;
  parts: ItemPart[];
  language: TextLanguage;
}

/** Entries of several texts (features, testimonials) in both languages. */
export function LocalizedItemList({ field, label, itemLabel, parts, language }: LocalizedItemListProps) {
  return (
    <section style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>{language === 'en' ? `${label} (English)` : label}</Typography.Title>
      {language === 'en' && <Typography.Paragraph type="secondary">{SETTINGS_TEXTS.englishListHint}</Typography.Paragraph>}
      <ItemListField name={field} itemLabel={itemLabel} parts={parts} hidden={language !== 'no'} />
      <ItemListField name={['translations', 'en', field]} itemLabel={itemLabel} parts={parts} hidden={language !== 'en'} />
    </section>
  );
}
