/**
 * A product as the admin's settings editor sees and changes it: every field of the spec's "Product (admin settings)",
 * the limits and choices the server enforces, and the messages. The site's landing page renders the same fields.
 */
import type { FieldError, ValidationResult } from './idea-validation';
import { isNokAmount } from './payments';
import { PRODUCT_STATUSES, type ProductStatus } from './product';
import type { ProductTemplate } from './product-registry';
import type { ProductRoute } from './product-wizard';

export const PRODUCT_TYPES = ['saas', 'b2b', 'b2c', 'api', 'data', 'service'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  saas: 'SaaS',
  b2b: 'B2B Enterprise',
  b2c: 'B2C Consumer',
  api: 'API',
  data: 'Data',
  service: 'Service',
};

export const ROBOTS_DIRECTIVES = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'] as const;
export type RobotsDirective = (typeof ROBOTS_DIRECTIVES)[number];

/** One rule for trial length, in the settings and in the creation wizard (the spec said 1-90 in one, 1-365 in the other). */
export const TRIAL_DAYS_MIN = 1;
export const TRIAL_DAYS_MAX = 365;

export const PRODUCT_LIMITS = {
  name: 255,
  shortDescription: 255,
  metaTitle: 60,
  metaDescription: 160,
  /** Any other one-line text (titles, CTA texts, keywords). */
  line: 255,
  /** Multi-line texts (descriptions, quotes). */
  text: 5000,
  url: 2048,
  listItems: 30,
  listItem: 255,
  imageBytes: 5_242_880,
} as const;

/** The image types a featured image may have, by MIME type, with the file extension the server stores it under. */
export const PRODUCT_IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/** The defaults of a new product's settings. */
export const PRODUCT_SETTINGS_DEFAULTS = {
  product_type: 'saas' as ProductType,
  status: 'stable' as ProductStatus,
  is_active: true,
  trial_enabled: true,
  trial_days: 30,
  robots_directives: 'index, follow' as RobotsDirective,
};

export const PRODUCT_SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load product data',
  saveFailed: 'Failed to save settings',
  saved: 'Product settings saved successfully',
  planFailed: 'Failed to update plan',
  planSaved: 'Plan updated successfully',
  planNotFound: 'The plan does not belong to this product.',
  planPrice: 'A price must be a number of kroner from 0 to 1 000 000, with at most two decimals.',
  planActive: 'is_active must be true or false.',
  planEmpty: 'Send price_monthly, price_yearly or is_active.',
  uploadFailed: 'Failed to upload image',
  uploaded: 'Image uploaded successfully',
  removeFailed: 'Failed to remove image',
  removed: 'Image removed successfully',
  noImage: 'Choose an image to upload (multipart field "image").',
  badImageType: 'Invalid file type. Please upload JPEG, PNG, WebP, or GIF',
  imageTooLarge: 'File too large. Maximum size is 5MB',
  deleteFailed: 'Kunne ikke slette produktet',
  deleteError: 'En feil oppstod under sletting',
  deleteNameMismatch: 'Produktnavnet stemmer ikke overens',
  deleted: 'Produktet ble slettet',
  archived: 'The product is archived: it is hidden on the site and in the product lists.',
  restored: 'The product is restored.',
  notFound: 'Product not found',
  ideaNotFound: 'The source idea does not exist.',
  unknownFields: (fields: string[]) => `These fields cannot be changed: ${fields.join(', ')}.`,
  empty: 'Send at least one field to change.',
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  required: (label: string) => `${label} is required.`,
  notText: (label: string) => `${label} must be text.`,
  notBoolean: (label: string) => `${label} must be true or false.`,
  wholeNumber: (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}.`,
  oneOf: (label: string, choices: readonly string[]) => `${label} must be one of: ${choices.join('; ')}.`,
  badUrl: (label: string) => `${label} must be a web address (https://…) or a path on this site (/…).`,
  badColor: (label: string) => `${label} must be a hex colour such as #4CAF50.`,
  badList: (label: string, max: number) => `${label} must be a list of at most ${max} texts of at most ${PRODUCT_LIMITS.listItem} characters.`,
  badItems: (label: string, max: number) => `${label} must be a list of at most ${max} entries, each with the fields shown in the editor.`,
  badSettings: 'settings must be an object.',
  badLocale: (locales: readonly string[]) => `Translations can be given for: ${locales.join(', ')}.`,
} as const;

export interface LandingFeature {
  title: string;
  description: string;
}

export interface LandingTestimonial {
  quote: string;
  author: string;
  role: string;
}

/** Texts a visitor reads: they exist per language (Norwegian on the product, others as translations). */
export interface ProductTexts {
  description: string | null;
  short_description: string | null;
  overview_description: string | null;
  target_audience: string | null;
  key_features: string[];
  landing_hero_title: string | null;
  landing_hero_subtitle: string | null;
  landing_hero_description: string | null;
  cta_primary_text: string | null;
  cta_secondary_text: string | null;
  landing_features: LandingFeature[];
  landing_benefits_title: string | null;
  landing_benefits_items: string[];
  landing_pricing_title: string | null;
  landing_pricing_description: string | null;
  landing_testimonials: LandingTestimonial[];
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  og_title: string | null;
  og_description: string | null;
  twitter_title: string | null;
  twitter_description: string | null;
}

/** Languages product texts may be translated into; Norwegian (the product's own texts) is the fallback. */
export const PRODUCT_TRANSLATION_LOCALES = ['en'] as const;
export type ProductTranslationLocale = (typeof PRODUCT_TRANSLATION_LOCALES)[number];

export interface ProductSettings extends ProductTexts {
  /** The product's id in URLs (its slug). */
  id: string;
  name: string;
  icon: string;
  color: string;
  status: ProductStatus;
  product_type: ProductType;
  trial_enabled: boolean;
  trial_days: number;
  featured: boolean;
  featured_order: number;
  integrations: string[];
  is_active: boolean;
  /** Archived products are hidden on the site and in the product lists until restored. */
  archived: boolean;
  archived_at: string | null;
  settings: Record<string, unknown>;
  source_idea_id: number | null;
  source_idea_title: string | null;
  source_idea_status: string | null;
  featured_image: string | null;
  canonical_url: string | null;
  robots_directives: RobotsDirective;
  og_image: string | null;
  twitter_image: string | null;
  cta_primary_href: string | null;
  cta_secondary_href: string | null;
  launch_date: string | null;
  deleted_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  /** What the creation wizard stored (read only here: the settings page does not change them yet). */
  template?: ProductTemplate | null;
  tags?: string[];
  routes?: ProductRoute[];
  has_auth?: boolean;
  has_database?: boolean;
  has_api?: boolean;
  /** What the landing page shows where a text is empty (the registry's and the generic defaults), per language. */
  landing_defaults: Record<'no' | 'en', Partial<ProductTexts>>;
  /** The product's texts in other languages; a missing or empty text shows the Norwegian one. */
  translations: Partial<Record<ProductTranslationLocale, Partial<ProductTexts>>>;
}

type FieldKind =
  | { kind: 'line'; max?: number; required?: boolean; nullable?: boolean }
  | { kind: 'text'; max?: number }
  | { kind: 'url' }
  | { kind: 'color' }
  | { kind: 'bool' }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'choice'; choices: readonly string[] }
  | { kind: 'list' }
  | { kind: 'features' }
  | { kind: 'testimonials' }
  | { kind: 'object' }
  | { kind: 'idea' };

/** Every field the editor may change, with its label in messages and its rule. */
const FIELDS: Record<string, { label: string } & FieldKind> = {
  name: { label: 'Name', kind: 'line', max: PRODUCT_LIMITS.name, required: true },
  icon: { label: 'Icon', kind: 'line', max: 64, required: true },
  color: { label: 'Color', kind: 'color' },
  status: { label: 'Status', kind: 'choice', choices: PRODUCT_STATUSES },
  product_type: { label: 'Product type', kind: 'choice', choices: PRODUCT_TYPES },
  trial_enabled: { label: 'Trial enabled', kind: 'bool' },
  trial_days: { label: 'Trial days', kind: 'int', min: TRIAL_DAYS_MIN, max: TRIAL_DAYS_MAX },
  featured: { label: 'Featured', kind: 'bool' },
  featured_order: { label: 'Featured order', kind: 'int', min: 0, max: 10_000 },
  integrations: { label: 'Integrations', kind: 'list' },
  is_active: { label: 'Active', kind: 'bool' },
  archived: { label: 'Archived', kind: 'bool' },
  settings: { label: 'Settings', kind: 'object' },
  source_idea_id: { label: 'Source idea', kind: 'idea' },
  canonical_url: { label: 'Canonical URL', kind: 'url' },
  robots_directives: { label: 'Robots directives', kind: 'choice', choices: ROBOTS_DIRECTIVES },
  og_image: { label: 'Open Graph image', kind: 'url' },
  twitter_image: { label: 'Twitter image', kind: 'url' },
  cta_primary_href: { label: 'Primary CTA link', kind: 'url' },
  cta_secondary_href: { label: 'Secondary CTA link', kind: 'url' },
};

/** The texts, per language. */
const TEXT_FIELDS: Record<keyof ProductTexts, { label: string } & FieldKind> = {
  description: { label: 'Description', kind: 'text' },
  short_description: { label: 'Short description', kind: 'line', max: PRODUCT_LIMITS.shortDescription },
  overview_description: { label: 'Overview description', kind: 'text' },
  target_audience: { label: 'Target audience', kind: 'text' },
  key_features: { label: 'Key features', kind: 'list' },
  landing_hero_title: { label: 'Hero title', kind: 'line' },
  landing_hero_subtitle: { label: 'Hero subtitle', kind: 'line' },
  landing_hero_description: { label: 'Hero description', kind: 'text' },
  cta_primary_text: { label: 'Primary CTA text', kind: 'line', max: 60 },
  cta_secondary_text: { label: 'Secondary CTA text', kind: 'line', max: 60 },
  landing_features: { label: 'Landing features', kind: 'features' },
  landing_benefits_title: { label: 'Benefits title', kind: 'line' },
  landing_benefits_items: { label: 'Benefits', kind: 'list' },
  landing_pricing_title: { label: 'Pricing title', kind: 'line' },
  landing_pricing_description: { label: 'Pricing description', kind: 'text' },
  landing_testimonials: { label: 'Testimonials', kind: 'testimonials' },
  meta_title: { label: 'Meta title', kind: 'line', max: PRODUCT_LIMITS.metaTitle },
  meta_description: { label: 'Meta description', kind: 'line', max: PRODUCT_LIMITS.metaDescription },
  meta_keywords: { label: 'Meta keywords', kind: 'line' },
  og_title: { label: 'Open Graph title', kind: 'line' },
  og_description: { label: 'Open Graph description', kind: 'line', max: 300 },
  twitter_title: { label: 'Twitter title', kind: 'line' },
  twitter_description: { label: 'Twitter description', kind: 'line', max: 300 },
};

/** The longest a text may be: its own limit, else that of a line or of a multi-line text. */
const maxLengthOf = (rule: { kind: 'line' | 'text'; max?: number }) => rule.max ?? (rule.kind === 'line' ? PRODUCT_LIMITS.line : PRODUCT_LIMITS.text);

/** The longest a product text may be, as the server checks it (lists: the length of one item). */
export function productTextMax(field: keyof ProductTexts): number {
  const rule = TEXT_FIELDS[field];
  return rule.kind === 'line' || rule.kind === 'text' ? maxLengthOf(rule) : PRODUCT_LIMITS.listItem;
}

export const PRODUCT_TEXT_FIELDS = Object.keys(TEXT_FIELDS) as Array<keyof ProductTexts>;
/** Every field a settings update may change, each checked by `validateProductSettings` (translations aside). */
export const PRODUCT_SETTINGS_FIELDS = [...Object.keys(FIELDS), ...PRODUCT_TEXT_FIELDS] as readonly string[];
export const PRODUCT_TEXT_LIMITS = Object.fromEntries(
  Object.entries(TEXT_FIELDS).flatMap(([field, rule]) => ('max' in rule && rule.max ? [[field, rule.max]] : [])),
) as Partial<Record<keyof ProductTexts, number>>;

/** The columns the creation wizard stores beside the settings (template, tags, routes and the three switches). */
export const PRODUCT_WIZARD_COLUMNS = ['template', 'tags', 'routes', 'has_auth', 'has_database', 'has_api'] as const;

/**
 * Fields a GET answers that a PUT may send back unchanged: they are ignored, not refused, so the editor can send the
 * whole object it loaded. Each is changed elsewhere (the image by upload, deletion by DELETE) or by the server.
 */
const READ_ONLY_FIELDS = new Set([
  'id',
  'stage',
  'featured_image',
  'deleted_at',
  'created_at',
  'updated_at',
  'createdAt',
  'updatedAt',
  'documentId',
  'archived_at',
  'source_idea_title',
  'source_idea_status',
  'launch_date',
  'landing_defaults',
  'landing_pricing_plans',
  'plans',
  // What the creation wizard stored; the settings page does not change it (yet).
  ...PRODUCT_WIZARD_COLUMNS,
]);

/** A product's editable fields as checked: only what was sent, each of its kind, blanks as null. */
export type ProductSettingsUpdate = Partial<Omit<ProductSettings, 'translations'>> & {
  translations?: Partial<Record<ProductTranslationLocale, Partial<ProductTexts>>>;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A web address or a path on this site, as a link may be; nothing that runs script. */
export function isLinkTarget(value: string): boolean {
  if (/^\/(?!\/)/.test(value) || value.startsWith('#')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Trimmed texts, blanks dropped, each once: how key features, integrations and benefits are kept. */
export function cleanTextList(items: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const item of items) {
    const text = typeof item === 'string' ? item.trim() : '';
    if (text) seen.add(text);
  }
  return [...seen];
}

function checkField(field: string, rule: { label: string } & FieldKind, value: unknown): { value: unknown } | { error: string } {
  const { label } = rule;
  switch (rule.kind) {
    case 'line':
    case 'text': {
      if (value === null || value === undefined)
        return rule.kind === 'line' && rule.required ? { error: PRODUCT_SETTINGS_MESSAGES.required(label) } : { value: null };
      if (typeof value !== 'string') return { error: PRODUCT_SETTINGS_MESSAGES.notText(label) };
      const text = value.trim();
      const max = maxLengthOf(rule);
      if (text.length > max) return { error: PRODUCT_SETTINGS_MESSAGES.tooLong(label, max) };
      if (!text && rule.kind === 'line' && rule.required) return { error: PRODUCT_SETTINGS_MESSAGES.required(label) };
      return { value: text || null };
    }
    case 'url': {
      if (value === null || value === undefined || value === '') return { value: null };
      if (typeof value !== 'string') return { error: PRODUCT_SETTINGS_MESSAGES.badUrl(label) };
      const text = value.trim();
      if (!text) return { value: null };
      if (text.length > PRODUCT_LIMITS.url || !isLinkTarget(text)) return { error: PRODUCT_SETTINGS_MESSAGES.badUrl(label) };
      return { value: text };
    }
    case 'color':
      return typeof value === 'string' && COLOR.test(value.trim())
        ? { value: value.trim().toUpperCase() }
        : { error: PRODUCT_SETTINGS_MESSAGES.badColor(label) };
    case 'bool':
      return typeof value === 'boolean' ? { value } : { error: PRODUCT_SETTINGS_MESSAGES.notBoolean(label) };
    case 'int':
      return typeof value === 'number' && Number.isInteger(value) && value >= rule.min && value <= rule.max
        ? { value }
        : { error: PRODUCT_SETTINGS_MESSAGES.wholeNumber(label, rule.min, rule.max) };
    case 'choice':
      return typeof value === 'string' && rule.choices.includes(value) ? { value } : { error: PRODUCT_SETTINGS_MESSAGES.oneOf(label, rule.choices) };
    case 'list': {
      if (value === null || value === undefined) return { value: [] };
      const ok =
        Array.isArray(value) &&
        value.length <= PRODUCT_LIMITS.listItems &&
        value.every((item) => typeof item === 'string' && item.trim().length <= PRODUCT_LIMITS.listItem);
      return ok ? { value: cleanTextList(value as string[]) } : { error: PRODUCT_SETTINGS_MESSAGES.badList(label, PRODUCT_LIMITS.listItems) };
    }
    case 'features':
    case 'testimonials': {
      if (value === null || value === undefined) return { value: [] };
      const keys = rule.kind === 'features' ? (['title', 'description'] as const) : (['quote', 'author', 'role'] as const);
      const required = rule.kind === 'features' ? 'title' : 'quote';
      if (!Array.isArray(value) || value.length > PRODUCT_LIMITS.listItems)
        return { error: PRODUCT_SETTINGS_MESSAGES.badItems(label, PRODUCT_LIMITS.listItems) };
      const items: Array<Record<string, string>> = [];
      for (const item of value) {
        if (!isRecord(item)) return { error: PRODUCT_SETTINGS_MESSAGES.badItems(label, PRODUCT_LIMITS.listItems) };
        const entry: Record<string, string> = {};
        for (const key of keys) {
          const text = item[key] ?? '';
          if (
            typeof text !== 'string' ||
            text.trim().length > (key === 'description' || key === 'quote' ? PRODUCT_LIMITS.text : PRODUCT_LIMITS.line)
          ) {
            return { error: PRODUCT_SETTINGS_MESSAGES.badItems(label, PRODUCT_LIMITS.listItems) };
          }
          entry[key] = text.trim();
        }
        // An entry without its main text is an empty row of the editor: dropped, like a blank list item.
        if (entry[required]) items.push(entry);
      }
      return { value: items };
    }
    case 'object':
      return value === null || value === undefined ? { value: {} } : isRecord(value) ? { value } : { error: PRODUCT_SETTINGS_MESSAGES.badSettings };
    case 'idea':
      if (value === null || value === undefined || value === '') return { value: null };
      return typeof value === 'number' && Number.isInteger(value) && value > 0 ? { value } : { error: PRODUCT_SETTINGS_MESSAGES.ideaNotFound };
  }
  return { error: `${field}?` };
}

function checkTexts(input: Record<string, unknown>, prefix: string, errors: FieldError[]): Partial<ProductTexts> {
  const value: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(TEXT_FIELDS)) {
    if (!(field in input)) continue;
    const checked = checkField(field, rule, input[field]);
    if ('error' in checked) errors.push({ field: `${prefix}${field}`, message: checked.error });
    else value[field] = checked.value;
  }
  return value as Partial<ProductTexts>;
}

/**
 * Checks a PUT of product settings, whole or partial: every sent field against its rule, fields the GET answers but
 * the editor cannot change ignored, anything else refused. Translations carry only texts.
 */
export function validateProductSettings(body: unknown): ValidationResult<ProductSettingsUpdate> {
  if (!isRecord(body)) return { ok: false, errors: [{ field: 'body', message: PRODUCT_SETTINGS_MESSAGES.empty }] };
  const errors: FieldError[] = [];
  const unknown = Object.keys(body).filter(
    (key) => !(key in FIELDS) && !(key in TEXT_FIELDS) && key !== 'translations' && !READ_ONLY_FIELDS.has(key),
  );
  if (unknown.length) errors.push({ field: unknown[0], message: PRODUCT_SETTINGS_MESSAGES.unknownFields(unknown) });
  const value: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(FIELDS)) {
    if (!(field in body)) continue;
    const checked = checkField(field, rule, body[field]);
    if ('error' in checked) errors.push({ field, message: checked.error });
    else value[field] = checked.value;
  }
  Object.assign(value, checkTexts(body, '', errors));
  if ('translations' in body && body.translations !== null && body.translations !== undefined) {
    const translations = body.translations;
    const locales = isRecord(translations) ? Object.keys(translations) : null;
    if (
      !isRecord(translations) ||
      !locales!.every((locale) => (PRODUCT_TRANSLATION_LOCALES as readonly string[]).includes(locale) && isRecord(translations[locale]))
    ) {
      errors.push({ field: 'translations', message: PRODUCT_SETTINGS_MESSAGES.badLocale(PRODUCT_TRANSLATION_LOCALES) });
    } else {
      const checked: Record<string, Partial<ProductTexts>> = {};
      for (const locale of locales!) {
        const texts = translations[locale] as Record<string, unknown>;
        const extra = Object.keys(texts).filter((key) => !(key in TEXT_FIELDS));
        if (extra.length) errors.push({ field: `translations.${locale}.${extra[0]}`, message: PRODUCT_SETTINGS_MESSAGES.unknownFields(extra) });
        checked[locale] = checkTexts(texts, `translations.${locale}.`, errors);
      }
      value.translations = checked;
    }
  }
  if (errors.length) return { ok: false, errors };
  if (Object.keys(value).length === 0) return { ok: false, errors: [{ field: 'body', message: PRODUCT_SETTINGS_MESSAGES.empty }] };
  return { ok: true, value: value as ProductSettingsUpdate };
}

/** Deleting a product asks for its exact name. */
export function deleteNameMatches(typed: unknown, productName: string): boolean {
  return typeof typed === 'string' && typed === productName;
}

/** A plan edit of the settings' 'Prices and plans' tab: prices in NOK (two decimals at most) or the active switch. */
export function validatePlanUpdate(
  body: unknown,
): { ok: true; value: { price_monthly?: number; price_yearly?: number; is_active?: boolean } } | { ok: false; message: string } {
  if (!isRecord(body)) return { ok: false, message: PRODUCT_SETTINGS_MESSAGES.planEmpty };
  const unknown = Object.keys(body).filter(
    (key) => !['price_monthly', 'price_yearly', 'is_active', 'id', 'name', 'tier', 'order', 'productId'].includes(key),
  );
  if (unknown.length) return { ok: false, message: PRODUCT_SETTINGS_MESSAGES.unknownFields(unknown) };
  const value: { price_monthly?: number; price_yearly?: number; is_active?: boolean } = {};
  for (const field of ['price_monthly', 'price_yearly'] as const) {
    if (!(field in body)) continue;
    const price = body[field];
    if (!isNokAmount(price)) return { ok: false, message: PRODUCT_SETTINGS_MESSAGES.planPrice };
    value[field] = price;
  }
  if ('is_active' in body) {
    if (typeof body.is_active !== 'boolean') return { ok: false, message: PRODUCT_SETTINGS_MESSAGES.planActive };
    value.is_active = body.is_active;
  }
  return Object.keys(value).length ? { ok: true, value } : { ok: false, message: PRODUCT_SETTINGS_MESSAGES.planEmpty };
}

/** A product in the admin's product list. */
export interface ProductListItem {
  id: string;
  name: string;
  description: string | null;
  short_description: string | null;
  status: ProductStatus;
  product_type: ProductType;
  color: string;
  icon: string;
  featured: boolean;
  featured_order: number;
  is_active: boolean;
  archived_at: string | null;
  key_features: string[];
  featured_image: string | null;
  updated_at: string | null;
}

/** A product this administrator opened, newest first ('Nylig brukt'). */
export interface RecentProduct {
  id: string;
  name: string;
  color: string;
  icon: string;
  openedAt: string;
}

/** How many recently opened products the list shows. */
export const RECENT_PRODUCTS_LIMIT = 4;
