import { PRODUCT_TEXT_FIELDS, type ProductSettings, type ProductTexts } from '@platform/shared';

export const SETTINGS_TABS = ['general', 'plans', 'trial', 'marketing', 'landing', 'seo', 'danger'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The form's fields by the tab that shows them: an error on a field opens its tab. */
export const TAB_FIELDS = {
  general: ['name', 'description', 'icon', 'color', 'status', 'product_type'],
  plans: [],
  trial: ['trial_enabled', 'trial_days'],
  marketing: [
    'featured',
    'featured_order',
    'short_description',
    'overview_description',
    'target_audience',
    'key_features',
    'integrations',
    'source_idea_id',
  ],
  landing: [
    'landing_hero_title',
    'landing_hero_subtitle',
    'landing_hero_description',
    'cta_primary_text',
    'cta_primary_href',
    'cta_secondary_text',
    'cta_secondary_href',
    'landing_features',
    'landing_benefits_title',
    'landing_benefits_items',
    'landing_pricing_title',
    'landing_pricing_description',
    'landing_testimonials',
  ],
  seo: [
    'meta_title',
    'meta_description',
    'meta_keywords',
    'canonical_url',
    'robots_directives',
    'og_title',
    'og_description',
    'og_image',
    'twitter_title',
    'twitter_description',
    'twitter_image',
  ],
  danger: [],
} as const satisfies Record<SettingsTab, ReadonlyArray<keyof ProductSettings>>;

export type FormField = (typeof TAB_FIELDS)[SettingsTab][number];
const FORM_FIELDS = Object.values(TAB_FIELDS).flat() as FormField[];

/**
 * What the form holds: the fields the editor changes, and the English texts under translations.en, so a form value
 * is a PUT body as it stands. The activation, archive and image are not in it: they are saved at once.
 */
export type SettingsFormValues = Pick<ProductSettings, FormField> & { translations: { en: Partial<ProductTexts> } };

/** The texts that are lists: empty is [] for them, null for the others. */
const LIST_TEXTS: ReadonlyArray<keyof ProductTexts> = ['key_features', 'landing_features', 'landing_benefits_items', 'landing_testimonials'];
const emptyText = (field: keyof ProductTexts) => (LIST_TEXTS.includes(field) ? [] : null);

/** The form's starting values from a loaded (or just saved) product. */
export function toFormValues(product: ProductSettings): SettingsFormValues {
  const values = Object.fromEntries(FORM_FIELDS.map((field) => [field, product[field]])) as Pick<ProductSettings, FormField>;
  const english = product.translations?.en ?? {};
  const en = Object.fromEntries(PRODUCT_TEXT_FIELDS.map((field) => [field, english[field] ?? emptyText(field)]));
  return { ...values, translations: { en } };
}

/** A value as the server keeps it: blanks are null, list rows compared by their texts. */
const comparable = (value: unknown): string => JSON.stringify(value ?? null, (_key, inner) => inner ?? '');

/**
 * The fields that differ from the saved product, English texts nested as the API takes them; nothing when the
 * form is as loaded. Only these are sent, so a save never overwrites what someone else changed meanwhile.
 */
export function changedFields(saved: SettingsFormValues, current: SettingsFormValues): Partial<SettingsFormValues> {
  const changes: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    if (comparable(current[field]) !== comparable(saved[field])) changes[field] = current[field] ?? null;
  }
  const en: Record<string, unknown> = {};
  for (const field of PRODUCT_TEXT_FIELDS) {
    const now = current.translations?.en?.[field];
    if (comparable(now) !== comparable(saved.translations.en[field])) en[field] = now ?? null;
  }
  if (Object.keys(en).length) changes.translations = { en };
  return changes as Partial<SettingsFormValues>;
}

/** The form's names of the changed fields: ['name'], ['translations', 'en', 'meta_title']. */
export function changedPaths(changes: Partial<SettingsFormValues>): string[][] {
  const { translations, ...fields } = changes;
  return [...Object.keys(fields).map((field) => [field]), ...Object.keys(translations?.en ?? {}).map((field) => ['translations', 'en', field])];
}

/** The tab showing a field, by its API name ('meta_title', 'translations.en.meta_title'). */
export function tabOfField(field: string): SettingsTab | undefined {
  const name = field.replace(/^translations\.en\./, '').split('.')[0];
  return SETTINGS_TABS.find((tab) => (TAB_FIELDS[tab] as readonly string[]).includes(name));
}
