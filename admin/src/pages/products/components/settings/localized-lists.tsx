import { Form, Typography } from 'antd';
import type { LandingFeature, LandingTestimonial, ProductSettings, ProductTexts } from '@platform/shared';
import { SETTINGS_TEXTS } from '../../settings-labels';
import { ItemListField, type ItemPart } from './item-list-field';
import type { TextLanguage } from './language-switch';
import { TagListInput } from './tag-list-input';

type ListText = Extract<keyof ProductTexts, 'key_features' | 'landing_benefits_items'>;
type ItemsText = Extract<keyof ProductTexts, 'landing_features' | 'landing_testimonials'>;

const entryText = (entry: string | LandingFeature | LandingTestimonial) =>
  typeof entry === 'string' ? entry : 'title' in entry ? entry.title : `“${entry.quote}”`;

/**
 * While the Norwegian list is empty, what the landing page shows in its place: the product's default list (from the
 * product registry). Lists have no placeholder, so without this the editor would look empty while the page is not.
 */
function DefaultListHint({ field, defaults }: { field: ListText | ItemsText; defaults: ProductSettings['landing_defaults'] }) {
  const own = Form.useWatch(field, { preserve: true }) as unknown[] | undefined;
  const shown = (defaults?.no?.[field] ?? []) as Array<string | LandingFeature | LandingTestimonial>;
  if ((own?.length ?? 0) > 0 || shown.length === 0) return null;
  return <Typography.Paragraph type="secondary">{SETTINGS_TEXTS.defaultList(shown.map(entryText))}</Typography.Paragraph>;
}

/** A list of short texts in both languages (the other language's list kept, hidden). */
export function LocalizedTagList({
  field,
  label,
  itemLabel,
  language,
  defaults,
}: {
  field: ListText;
  label: string;
  itemLabel: string;
  language: TextLanguage;
  defaults: ProductSettings['landing_defaults'];
}) {
  return (
    <>
      <Form.Item name={field} label={label} hidden={language !== 'no'} extra={<DefaultListHint field={field} defaults={defaults} />}>
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
  defaults: ProductSettings['landing_defaults'];
}

/** Entries of several texts (features, testimonials) in both languages. */
export function LocalizedItemList({ field, label, itemLabel, parts, language, defaults }: LocalizedItemListProps) {
  return (
    <section style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>{language === 'en' ? `${label} (English)` : label}</Typography.Title>
      {language === 'en' ? (
        <Typography.Paragraph type="secondary">{SETTINGS_TEXTS.englishListHint}</Typography.Paragraph>
      ) : (
        <DefaultListHint field={field} defaults={defaults} />
      )}
      <ItemListField name={field} itemLabel={itemLabel} parts={parts} hidden={language !== 'no'} />
      <ItemListField name={['translations', 'en', field]} itemLabel={itemLabel} parts={parts} hidden={language !== 'en'} />
    </section>
  );
}
