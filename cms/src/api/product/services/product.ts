import { factories } from '@strapi/strapi';
import { productFromIdea, productSlug, uniqueSlug, type Idea } from '@platform/shared';
import type { Knex } from 'knex';
import { toIsoDate, toList } from '../../../db-values';

export const PRODUCT_UID = 'api::product.product';

const COLUMNS = [
  'id', 'slug', 'name', 'description', 'short_description', 'overview_description', 'target_audience', 'key_features',
  'integrations', 'status', 'product_type', 'color', 'icon', 'is_active', 'featured', 'featured_order', 'trial_enabled',
  'trial_days', 'source_idea_id', 'source_idea_title', 'source_idea_status', 'deleted_at', 'created_at', 'updated_at',
];

/** A product row in the API's shape; `id` is the slug (the product's id in URLs), `entryId` the row id. */
export function toApiProduct(row: Record<string, unknown>) {
  return {
    ...row,
    id: row.slug,
    entryId: row.id,
    key_features: toList(row.key_features),
    integrations: toList(row.integrations),
    is_active: Boolean(row.is_active),
    featured: Boolean(row.featured),
    trial_enabled: Boolean(row.trial_enabled),
    deleted_at: toIsoDate(row.deleted_at),
    created_at: toIsoDate(row.created_at),
    updated_at: toIsoDate(row.updated_at),
  };
}

export default factories.createCoreService(PRODUCT_UID, ({ strapi }) => ({
  async findBySlug(slug: string, db: Knex = strapi.db.connection) {
    const row = await db('products').select(COLUMNS).where({ slug }).first();
    return row ? toApiProduct(row) : null;
  },

  /**
   * Creates a product from an idea and links the idea to it, in one transaction. Answers { product } or
   * { alreadyConverted } with the linked product's name; null when the idea does not exist.
   */
  async createFromIdea(ideaId: number, name?: string) {
    return strapi.db.transaction(async ({ trx }) => {
      const idea = await trx('ideas').select('*').where({ id: ideaId }).first();
      if (!idea) return null;
      if (idea.linked_product_id) return { alreadyConverted: idea.linked_product_name ?? idea.linked_product_id };
      const draft = productFromIdea({ ...idea, features: toList(idea.features) } as Idea, name);
      const taken = new Set<string>((await trx('products').select('slug')).map((r: { slug: string }) => r.slug));
      const slug = uniqueSlug(productSlug(draft.name), taken);
      await strapi.db.query(PRODUCT_UID).create({ data: { ...draft, slug } });
      await strapi.db.query('api::idea.idea').update({ where: { id: ideaId }, data: { linked_product_id: slug, linked_product_name: draft.name } });
      return { product: await this.findBySlug(slug, trx) };
    });
  },
}));
