import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { productOfPage } from '@platform/shared';
import { ensureExcludedIpsTable } from './excluded-ips';

/**
 * The indexes the excluded addresses are matched by (period, visitor, session and user are indexed in
 * database-tuning.ts; Strapi makes none of these), and the excluded addresses' table. IF NOT EXISTS: app processes
 * starting at once do not collide.
 */
const VISIT_INDEXES: Array<[name: string, columns: string[]]> = [
  ['page_visits_ip_hash_idx', ['ip_hash']],
  ['page_visits_ip_masked_idx', ['ip_masked']],
];

export async function ensureVisitAnalyticsStores(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  for (const [name, columns] of VISIT_INDEXES) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${name} ON page_visits (${columns.map((column) => `"${column}"`).join(', ')})`);
  }
  await ensureExcludedIpsTable(knex);
  await backfillVisitProducts(knex);
}

/** Visits stored before they carried their product get it from their page (one update per distinct page). */
async function backfillVisitProducts(knex: Knex): Promise<void> {
  const pages: Array<{ page: string }> = await knex('page_visits').distinct('page').whereNull('product_id').where('page', 'like', '%/products/%');
  for (const { page } of pages) {
    const productId = productOfPage(page);
    if (productId) await knex('page_visits').update({ product_id: productId }).where('page', page).whereNull('product_id');
  }
}
