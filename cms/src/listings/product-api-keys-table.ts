import type { Core } from '@strapi/strapi';
import { PRODUCT_API_KEY_LIMITS, PRODUCT_API_KEY_PREFIX_LENGTH, PRODUCT_SLUG_MAX } from '@platform/shared';
import { createTableOnce } from '../create-table-once';

export const PRODUCT_API_KEYS_TABLE = 'product_api_keys';

/**
 * The API keys of products made from the API integration template: a key belongs to one product (its slug) and one
 * user. Only the key's SHA-256 is kept (unique: a call's key is looked up by it); the prefix is what lists show.
 */
export async function ensureProductApiKeysTable(strapi: Core.Strapi): Promise<void> {
  await createTableOnce(strapi.db.connection, PRODUCT_API_KEYS_TABLE, (t) => {
    t.increments('id').primary();
    t.string('product_slug', PRODUCT_SLUG_MAX).notNullable();
    t.integer('user_id').notNullable();
    t.string('name', PRODUCT_API_KEY_LIMITS.name).notNullable();
    t.string('prefix', PRODUCT_API_KEY_PREFIX_LENGTH).notNullable();
    t.string('key_hash', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_used_at', { useTz: true }).nullable();
    t.unique(['key_hash'], { indexName: 'product_api_keys_hash_uq' });
    t.index(['product_slug', 'user_id'], 'product_api_keys_owner_idx');
  });
}
