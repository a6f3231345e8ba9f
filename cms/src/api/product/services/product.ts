import { factories } from '@strapi/strapi';
import { productFromIdea, productSlug, uniqueSlug, type Idea, type ProductUpdate, type ProductLanding, type PublicProduct, type PublicProductDetail } from '@platform/shared';
import { attributeOf, toIsoDate, toList, toObject, withApiTimestamps } from '../../../db-values';
import { productAreaReady } from './product-areas';

export const PRODUCT_UID = 'api::product.product';

const COLUMNS = [
  'id', 'slug', 'name', 'description', 'long_description', 'short_description', 'overview_description', 'target_audience',
  'key_features', 'integrations', 'features', 'featured_image', 'landing', 'status', 'product_type', 'color', 'icon',
  'is_active', 'featured', 'featured_order', 'trial_enabled', 'trial_days', 'launch_date', 'source_idea_id', 'source_idea_title',
  'source_idea_status', 'deleted_at', 'created_at', 'updated_at',
];

const ATTRIBUTES = COLUMNS.map(attributeOf);

const PUBLIC_COLUMNS = [
  'slug', 'name', 'description', 'long_description', 'overview_description', 'key_features', 'features', 'status', 'color',
  'featured_image', 'featured', 'trial_enabled', 'trial_days', 'launch_date',
];

/** A product row in the API's shape; `id` is the slug (the product's id in URLs), `entryId` the row id. */
export function toApiProduct(row: Record<string, unknown>) {
  return {
    ...row,
    id: row.slug,
    entryId: row.id,
    key_features: toList(row.key_features),
    integrations: toList(row.integrations),
    features: toList(row.features),
    landing: toObject(row.landing),
    is_active: Boolean(row.is_active),
    featured: Boolean(row.featured),
    trial_enabled: Boolean(row.trial_enabled),
    launch_date: toDateOnly(row.launch_date),
    deleted_at: toIsoDate(row.deleted_at),
    created_at: toIsoDate(row.created_at),
    updated_at: toIsoDate(row.updated_at),
  };
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

const textList = (value: unknown): string[] => toList(value).filter((item): item is string => typeof item === 'string');

/**
 * What a visitor sees of a product. A product converted from an idea has no public texts yet: its key features and
 * overview stand in until an editor writes them.
 */
export function toPublicProduct(row: Record<string, unknown>): PublicProduct {
  const features = textList(row.features);
  return {
    id: String(row.slug),
    name: String(row.name),
    description: String(row.description ?? ''),
    longDescription: String(row.long_description ?? row.overview_description ?? row.description ?? ''),
    status: row.status as PublicProduct['status'],
    features: features.length > 0 ? features : textList(row.key_features),
    color: String(row.color ?? ''),
    featured_image: (row.featured_image as string | null) ?? null,
    featured: Boolean(row.featured),
    trialEnabled: Boolean(row.trial_enabled),
    trialDays: Number(row.trial_days ?? 0),
    areaReady: productAreaReady(String(row.slug)),
    launchDate: toDateOnly(row.launch_date),
  };
}

// Norwegian alphabetical order (æ, ø, å last), the same on SQLite and PostgreSQL whatever the database's collation.
const byName = new Intl.Collator('nb', { sensitivity: 'base' });
export const sortByName = <T extends { name: string }>(rows: T[]): T[] => rows.sort((a, b) => byName.compare(a.name, b.name));

/** Products a visitor may see: active and not deleted. */
export const ACTIVE = { is_active: true, deleted_at: { $null: true } };

export default factories.createCoreService(PRODUCT_UID, ({ strapi }) => ({
  async findBySlug(slug: string) {
    const row = await strapi.db.query(PRODUCT_UID).findOne({ select: ATTRIBUTES, where: { slug } });
    return row ? toApiProduct(withApiTimestamps(row)) : null;
  },

  /** Applies a checked update through the query engine (lifecycles fire); null for an unknown product. */
  async updateBySlug(slug: string, changes: ProductUpdate) {
    const updated = await strapi.db.query(PRODUCT_UID).update({ where: { slug }, data: changes });
    return updated ? this.findBySlug(slug) : null;
  },

  /** Every active product, by name (a short list: sorted here). */
  async listPublic(): Promise<PublicProduct[]> {
    const rows = await strapi.db.query(PRODUCT_UID).findMany({ select: PUBLIC_COLUMNS, where: ACTIVE, orderBy: { id: 'asc' } });
    return sortByName(rows.map(toPublicProduct));
  },

  /** The landing page's carousel: active featured products in their featured order. */
  async listFeatured(): Promise<PublicProduct[]> {
    const rows = await strapi.db.query(PRODUCT_UID).findMany({
      select: PUBLIC_COLUMNS,
      where: { ...ACTIVE, featured: true },
      orderBy: [{ featured_order: 'asc' }, { name: 'asc' }],
    });
    return rows.map(toPublicProduct);
  },

  /** One active product with its landing page; null when unknown, inactive or deleted. */
  async findPublic(slug: string): Promise<PublicProductDetail | null> {
    const row = await strapi.db.query(PRODUCT_UID).findOne({ select: [...PUBLIC_COLUMNS, 'landing'], where: { ...ACTIVE, slug } });
    return row ? { ...toPublicProduct(row), landing: toObject<ProductLanding>(row.landing) } : null;
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
      const taken = new Set<string>((await strapi.db.query(PRODUCT_UID).findMany({ select: ['slug'] })).map((r: { slug: string }) => r.slug));
      const slug = uniqueSlug(productSlug(draft.name), taken);
      await strapi.db.query(PRODUCT_UID).create({ data: { ...draft, slug } });
      await strapi.db.query('api::idea.idea').update({ where: { id: ideaId }, data: { linked_product_id: slug, linked_product_name: draft.name } });
      return { product: await this.findBySlug(slug) };
    });
  },
}));
