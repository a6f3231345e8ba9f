import type { Core } from '@strapi/strapi';
import { PRODUCT_RECORD_LIMITS, PRODUCT_SLUG_MAX } from '@platform/shared';
import { createTableOnce } from '../create-table-once';

export const PRODUCT_RECORDS_TABLE = 'product_records';

/**
 * The records of products made from the CRUD template, one table for all of them: a record belongs to one product
 * (its slug) and one user. The index serves the list, which is always one user's records in one product, newest first.
 */
export async function ensureProductRecordsTable(strapi: Core.Strapi): Promise<void> {
  await createTableOnce(strapi.db.connection, PRODUCT_RECORDS_TABLE, (t) => {
    t.increments('id').primary();
    t.string('product_slug', PRODUCT_SLUG_MAX).notNullable();
    t.integer('user_id').notNullable();
    t.string('title', PRODUCT_RECORD_LIMITS.title).notNullable();
    t.text('description').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['product_slug', 'user_id', 'updated_at'], 'product_records_owner_updated_idx');
  });
}
