import type { Core } from '@strapi/strapi';
import { PRODUCT_SLUG_MAX } from '@platform/shared';
import { createTableOnce } from '../create-table-once';

export const PRODUCT_DATASETS_TABLE = 'product_datasets';

/**
 * The datasets of products made from the analytics dashboard template: one per user and product (a new upload
 * replaces it), so the unique key is also the only lookup. Columns and rows are JSON text, read whole: a dataset is
 * at most 10 000 rows, and every report reads all of them.
 */
export async function ensureProductDatasetsTable(strapi: Core.Strapi): Promise<void> {
  await createTableOnce(strapi.db.connection, PRODUCT_DATASETS_TABLE, (t) => {
    t.increments('id').primary();
    t.string('product_slug', PRODUCT_SLUG_MAX).notNullable();
    t.integer('user_id').notNullable();
    t.string('file_name', 255).notNullable();
    t.text('columns').notNullable();
    t.text('rows').notNullable();
    t.integer('row_count').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['product_slug', 'user_id'], { indexName: 'product_datasets_owner_unique' });
  });
}
