import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  PRODUCT_WIZARD_COLUMNS,
  LANDING_TEXT_DEFAULTS,
  PRODUCT_SETTINGS_DEFAULTS,
  PRODUCT_TEMPLATES,
  PRODUCT_SETTINGS_MESSAGES,
  PRODUCT_TEXT_FIELDS,
  PRODUCT_TRANSLATION_LOCALES,
  RECENT_PRODUCTS_LIMIT,
  landingTexts,
  productFromIdea,
  productRoutesOf,
  productSlug,
  registryLanding,
  resolveProductTexts,
  uniqueSlug,
  type Idea,
  type ProductListItem,
  type ProductRoute,
  type ProductTemplate,
  type ProductLocale,
  type ProductSettings,
  type ProductSettingsUpdate,
  type ProductTexts,
  type PublicProduct,
  type PublicProductDetail,
  type RecentProduct,
  type RobotsDirective,
} from '@platform/shared';
import { toIsoDate, toList, toObject } from '../../../db-values';
import { productAreaReady } from './product-areas';

export const PRODUCT_UID = 'api::product.product';
export const TRANSLATION_UID = 'api::product-translation.product-translation';

/** Text fields stored as JSON lists. */
const LIST_TEXTS = new Set<string>(['key_features', 'landing_features', 'landing_benefits_items', 'landing_testimonials']);

const COLUMNS = [
  'id',
  'slug',
  'name',
  'icon',
  'color',
  'lifecycle',
  'product_type',
  'trial_enabled',
  'trial_days',
  'featured',
  'featured_order',
  'integrations',
  'is_active',
  'archived_at',
  'settings',
  'source_idea_id',
  'source_idea_title',
  'source_idea_status',
  'featured_image',
  'canonical_url',
  'robots_directives',
  'og_image',
  'twitter_image',
  'cta_primary_href',
  'cta_secondary_href',
  'launch_date',
  'deleted_at',
  ...PRODUCT_WIZARD_COLUMNS,
  'createdAt',
  'updatedAt',
  ...PRODUCT_TEXT_FIELDS,
];

const PUBLIC_COLUMNS = [
  'slug',
  'name',
  'description',
  'overview_description',
  'key_features',
  'lifecycle',
  'color',
  'featured_image',
  'featured',
  'trial_enabled',
  'trial_days',
  'launch_date',
  'template',
];

const LIST_COLUMNS = [
  'slug',
  'name',
  'description',
  'short_description',
  'lifecycle',
  'product_type',
  'color',
  'icon',
  'featured',
  'featured_order',
  'is_active',
  'archived_at',
  'key_features',
  'featured_image',
  'updatedAt',
];

/**
 * A product's fields as stored: its lifecycle (prototype, beta, stable, deprecated), the API's and the domain's
 * `status`, lives in the `lifecycle` attribute, since Strapi 5 reserves `status` for a document's draft or published
 * state and its panel could not save a product form that had both.
 */
export function storedProduct({ status, ...fields }: Row): Row {
  return status === undefined ? fields : { ...fields, lifecycle: status };
}

/** Products that exist: a deleted product is gone everywhere (its slug stays taken). */
export const EXISTING = { deleted_at: { $null: true } };
/** Products a visitor may see: active, not archived, not deleted. */
export const ACTIVE = { ...EXISTING, is_active: true, archived_at: { $null: true } };

type Row = Record<string, unknown>;

/** The texts of a product row or a translation row, lists parsed. */
function textsOf(row: Row | null | undefined): Partial<ProductTexts> {
  if (!row) return {};
  const texts: Record<string, unknown> = {};
  for (const field of PRODUCT_TEXT_FIELDS) {
    if (!(field in row)) continue;
    texts[field] = LIST_TEXTS.has(field) ? toList(row[field]) : (row[field] ?? null);
  }
  return texts as Partial<ProductTexts>;
}

/** A date column as YYYY-MM-DD: SQLite keeps the text, PostgreSQL's driver gives a Date at local midnight. */
export function toDateOnly(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  const match = typeof value === 'string' ? /^\d{4}-\d{2}-\d{2}/.exec(value) : null;
  return match ? match[0] : null;
}

/** The stored robots directive, or the default for a product that has none. */
const robotsOf = (row: Row): RobotsDirective => (row.robots_directives as RobotsDirective | null) ?? PRODUCT_SETTINGS_DEFAULTS.robots_directives;

/** The stored template when it is one the site knows, else null. */
const templateOf = (row: Row): ProductTemplate | null =>
  (PRODUCT_TEMPLATES as readonly unknown[]).includes(row.template) ? (row.template as ProductTemplate) : null;

/** Sign-in is required unless has_auth is explicitly off: a row from before the column keeps today's rules. */
export const requiresSignIn = (hasAuth: unknown): boolean => !(hasAuth === false || hasAuth === 0);

const textList = (value: unknown): string[] => toList(value).filter((item): item is string => typeof item === 'string');

/** A stored product with its translations, as the settings editor reads it. */
function toSettings(row: Row, translations: Row[]): ProductSettings {
  const slug = String(row.slug);
  return {
    ...(textsOf(row) as ProductTexts),
    id: slug,
    name: String(row.name),
    icon: String(row.icon ?? 'Package'),
    color: String(row.color ?? '#4CAF50'),
    status: row.lifecycle as ProductSettings['status'],
    product_type: row.product_type as ProductSettings['product_type'],
    trial_enabled: Boolean(row.trial_enabled),
    trial_days: Number(row.trial_days ?? 30),
    featured: Boolean(row.featured),
    featured_order: Number(row.featured_order ?? 0),
    integrations: textList(row.integrations),
    is_active: Boolean(row.is_active),
    archived: row.archived_at !== null && row.archived_at !== undefined,
    archived_at: toIsoDate(row.archived_at),
    settings: toObject(row.settings) ?? {},
    source_idea_id: row.source_idea_id === null || row.source_idea_id === undefined ? null : Number(row.source_idea_id),
    source_idea_title: (row.source_idea_title as string | null) ?? null,
    source_idea_status: (row.source_idea_status as string | null) ?? null,
    featured_image: (row.featured_image as string | null) ?? null,
    canonical_url: (row.canonical_url as string | null) ?? null,
    robots_directives: robotsOf(row),
    og_image: (row.og_image as string | null) ?? null,
    twitter_image: (row.twitter_image as string | null) ?? null,
    cta_primary_href: (row.cta_primary_href as string | null) ?? null,
    cta_secondary_href: (row.cta_secondary_href as string | null) ?? null,
    launch_date: toDateOnly(row.launch_date),
    deleted_at: toIsoDate(row.deleted_at),
    created_at: toIsoDate(row.createdAt),
    updated_at: toIsoDate(row.updatedAt),
    template: (row.template as ProductTemplate | null) ?? null,
    tags: textList(row.tags),
    routes: toList(row.routes) as ProductRoute[],
    has_auth: Boolean(row.has_auth),
    has_database: Boolean(row.has_database),
    has_api: Boolean(row.has_api),
    landing_defaults: {
      no: { ...registryLanding(slug), ...LANDING_TEXT_DEFAULTS.no },
      en: LANDING_TEXT_DEFAULTS.en,
    },
    translations: Object.fromEntries(translations.map((translation) => [translation.locale, textsOf(translation)])),
  };
}

function toListItem(row: Row): ProductListItem {
  return {
    id: String(row.slug),
    name: String(row.name),
    description: (row.description as string | null) ?? null,
    short_description: (row.short_description as string | null) ?? null,
    status: row.lifecycle as ProductListItem['status'],
    product_type: row.product_type as ProductListItem['product_type'],
    color: String(row.color ?? '#4CAF50'),
    icon: String(row.icon ?? 'Package'),
    featured: Boolean(row.featured),
    featured_order: Number(row.featured_order ?? 0),
    is_active: Boolean(row.is_active),
    archived_at: toIsoDate(row.archived_at),
    key_features: textList(row.key_features),
    featured_image: (row.featured_image as string | null) ?? null,
    updated_at: toIsoDate(row.updatedAt),
  };
}

/** What a visitor sees of a product in a language (texts fall back to the Norwegian ones). */
export function toPublicProduct(row: Row, translation?: Row | null): PublicProduct {
  // The card's texts in the language, Norwegian where the translation has none.
  const texts = resolveProductTexts([textsOf(translation), textsOf(row)]);
  const description = texts.description ?? '';
  return {
    id: String(row.slug),
    name: String(row.name),
    description,
    longDescription: texts.overview_description ?? description,
    status: row.lifecycle as PublicProduct['status'],
    features: texts.key_features.filter((item) => typeof item === 'string'),
    color: String(row.color ?? ''),
    featured_image: (row.featured_image as string | null) ?? null,
    featured: Boolean(row.featured),
    trialEnabled: Boolean(row.trial_enabled),
    trialDays: Number(row.trial_days ?? 0),
    areaReady: productAreaReady(String(row.slug), row.template),
    launchDate: toDateOnly(row.launch_date),
  };
}

// Norwegian alphabetical order (æ, ø, å last), the same on SQLite and PostgreSQL whatever the database's collation.
const byName = new Intl.Collator('nb', { sensitivity: 'base' });
export const sortByName = <T extends { name: string }>(rows: T[]): T[] => rows.sort((a, b) => byName.compare(a.name, b.name));

/** The Strapi locale of a site language. */
const TRANSLATION_LOCALE: Record<ProductLocale, string | null> = { no: null, en: 'en' };

export default factories.createCoreService(PRODUCT_UID, ({ strapi }) => {
  const products = () => strapi.db.query(PRODUCT_UID);
  const translations = () => strapi.db.query(TRANSLATION_UID);

  /** Each product's translation into the language, by slug (none for Norwegian). */
  async function translationsOf(slugs: string[], locale: ProductLocale): Promise<Map<string, Row>> {
    const code = TRANSLATION_LOCALE[locale];
    if (!code || slugs.length === 0) return new Map();
    const rows: Row[] = await translations().findMany({ where: { locale: code, product_slug: { $in: slugs } } });
    return new Map(rows.map((row) => [String(row.product_slug), row]));
  }

  return {
    /** The product's settings with its translations; null when unknown or deleted. */
    async findBySlug(slug: string): Promise<ProductSettings | null> {
      const row = await products().findOne({ select: COLUMNS, where: { ...EXISTING, slug } });
      if (!row) return null;
      const rows: Row[] = await translations().findMany({ where: { product_slug: slug, locale: { $in: [...PRODUCT_TRANSLATION_LOCALES] } } });
      return toSettings(row, rows);
    },

    /** Whether a product exists (not deleted). */
    async exists(slug: string): Promise<boolean> {
      return (await products().count({ where: { ...EXISTING, slug } })) > 0;
    },

    /** Every product that is not deleted, archived ones included (the list hides those unless asked), by name. */
    async listAdmin(): Promise<ProductListItem[]> {
      const rows: Row[] = await products().findMany({ select: LIST_COLUMNS, where: EXISTING, orderBy: { id: 'asc' } });
      return sortByName(rows.map(toListItem));
    },

    /** The products this user opened last, newest first. */
    async recentFor(userId: number): Promise<RecentProduct[]> {
      const usage: Array<{ product_slug: string; last_login_at: unknown }> = await strapi.db.query('api::product-usage.product-usage').findMany({
        select: ['product_slug', 'last_login_at'],
        where: { user_id: userId, last_login_at: { $notNull: true } },
        orderBy: { last_login_at: 'desc' },
        limit: RECENT_PRODUCTS_LIMIT * 2,
      });
      if (usage.length === 0) return [];
      const rows: Row[] = await products().findMany({
        select: ['slug', 'name', 'color', 'icon'],
        where: { ...EXISTING, archived_at: { $null: true }, slug: { $in: usage.map((use) => use.product_slug) } },
      });
      const bySlug = new Map(rows.map((row) => [String(row.slug), row]));
      return usage
        .flatMap((use) => {
          const row = bySlug.get(use.product_slug);
          const openedAt = toIsoDate(use.last_login_at);
          return row && openedAt
            ? [{ id: use.product_slug, name: String(row.name), color: String(row.color), icon: String(row.icon), openedAt }]
            : [];
        })
        .slice(0, RECENT_PRODUCTS_LIMIT);
    },

    /**
     * Applies checked settings in one transaction: the product's own fields, the linked idea's title and status
     * (read from the idea), archiving, and each translation (made when missing). Null for an unknown product.
     */
    async updateSettings(slug: string, update: ProductSettingsUpdate, now: Date = new Date()): Promise<ProductSettings | null> {
      await strapi.db.transaction(async () => {
        const row = await products().findOne({ select: ['id', 'archived_at'], where: { ...EXISTING, slug } });
        if (!row) return;
        const { translations: translated, archived, source_idea_id: ideaId, ...fields } = update;
        const data: Row = { ...fields };
        if (archived !== undefined) data.archived_at = archived ? (row.archived_at ?? now) : null;
        if (ideaId !== undefined) {
          const idea =
            ideaId === null ? null : await strapi.db.query('api::idea.idea').findOne({ select: ['id', 'title', 'status'], where: { id: ideaId } });
          if (ideaId !== null && !idea) throw new errors.ValidationError(PRODUCT_SETTINGS_MESSAGES.ideaNotFound);
          Object.assign(data, { source_idea_id: idea?.id ?? null, source_idea_title: idea?.title ?? null, source_idea_status: idea?.status ?? null });
        }
        if (Object.keys(data).length) await products().update({ where: { id: row.id }, data: storedProduct(data) });
        for (const [locale, texts] of Object.entries(translated ?? {})) {
          const where = { product_slug: slug, locale };
          const existing = await translations().findOne({ select: ['id'], where });
          if (existing) await translations().update({ where: { id: existing.id }, data: texts });
          else await translations().create({ data: { ...where, ...texts } });
        }
      });
      return this.findBySlug(slug);
    },

    /** Sets or clears the featured image's address; null for an unknown product. Answers the address it replaced. */
    async setFeaturedImage(slug: string, url: string | null): Promise<{ previous: string | null } | null> {
      return strapi.db.transaction(async () => {
        const row = await products().findOne({ select: ['id', 'featured_image'], where: { ...EXISTING, slug } });
        if (!row) return null;
        await products().update({ where: { id: row.id }, data: { featured_image: url } });
        return { previous: (row.featured_image as string | null) ?? null };
      });
    },

    /**
     * Marks the product deleted: it disappears from every list and page, its slug stays taken, and its subscriptions
     * and payments keep their history. Null for an unknown product.
     */
    async markDeleted(slug: string, now: Date = new Date()): Promise<{ name: string } | null> {
      return strapi.db.transaction(async () => {
        const row = await products().findOne({ select: ['id', 'name'], where: { ...EXISTING, slug } });
        if (!row) return null;
        await products().update({ where: { id: row.id }, data: { deleted_at: now, featured: false } });
        return { name: String(row.name) };
      });
    },

    /** Every product a visitor may see, by name, in the language. */
    async listPublic(locale: ProductLocale = 'no'): Promise<PublicProduct[]> {
      const rows: Row[] = await products().findMany({ select: PUBLIC_COLUMNS, where: ACTIVE, orderBy: { id: 'asc' } });
      const translated = await translationsOf(
        rows.map((row) => String(row.slug)),
        locale,
      );
      return sortByName(rows.map((row) => toPublicProduct(row, translated.get(String(row.slug)))));
    },

    /** The landing page's carousel: visible featured products in their featured order. */
    async listFeatured(locale: ProductLocale = 'no'): Promise<PublicProduct[]> {
      const rows: Row[] = await products().findMany({
        select: PUBLIC_COLUMNS,
        where: { ...ACTIVE, featured: true },
        orderBy: [{ featured_order: 'asc' }, { name: 'asc' }],
      });
      const translated = await translationsOf(
        rows.map((row) => String(row.slug)),
        locale,
      );
      return rows.map((row) => toPublicProduct(row, translated.get(String(row.slug))));
    },

    /** One visible product's landing page in the language; null when unknown, inactive, archived or deleted. */
    async findPublic(slug: string, locale: ProductLocale = 'no'): Promise<PublicProductDetail | null> {
      const row: Row | null = await products().findOne({ select: COLUMNS, where: { ...ACTIVE, slug } });
      if (!row) return null;
      const translation = (await translationsOf([slug], locale)).get(slug);
      const plans = (await strapi.service('api::plan.plan').forProduct(slug)) as PublicProductDetail['plans'];
      return {
        ...toPublicProduct(row, translation),
        locale,
        texts: landingTexts(slug, textsOf(row), textsOf(translation), locale),
        ctaPrimaryHref: (row.cta_primary_href as string | null) ?? null,
        ctaSecondaryHref: (row.cta_secondary_href as string | null) ?? null,
        canonicalUrl: (row.canonical_url as string | null) ?? null,
        robots: robotsOf(row),
        ogImage: (row.og_image as string | null) ?? null,
        twitterImage: (row.twitter_image as string | null) ?? null,
        plans: plans.filter((plan) => plan.is_active),
        template: templateOf(row),
        routes: productRoutesOf(toList(row.routes), templateOf(row)),
        hasAuth: requiresSignIn(row.has_auth),
      };
    },

    /**
     * Creates a product from an idea and links the idea to it, in one transaction. Answers { product } or
     * { alreadyConverted } with the linked product's name; null when the idea does not exist.
     */
    async createFromIdea(ideaId: number, name?: string) {
      return strapi.db.transaction(async () => {
        const idea = await strapi.db.query('api::idea.idea').findOne({ where: { id: ideaId } });
        if (!idea) return null;
        if (idea.linked_product_id) return { alreadyConverted: idea.linked_product_name ?? idea.linked_product_id };
        const draft = productFromIdea({ ...idea, features: toList(idea.features) } as Idea, name);
        // Deleted products keep their slug: it is never given to another product.
        const taken = new Set<string>((await products().findMany({ select: ['slug'] })).map((r: { slug: string }) => r.slug));
        const slug = uniqueSlug(productSlug(draft.name), taken);
        await products().create({ data: storedProduct({ ...draft, slug }) });
        await strapi.db.query('api::idea.idea').update({ where: { id: ideaId }, data: { linked_product_id: slug, linked_product_name: draft.name } });
        return { product: await this.findBySlug(slug) };
      });
    },
  };
});
