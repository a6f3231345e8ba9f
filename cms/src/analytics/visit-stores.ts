import type { Core } from '@strapi/strapi';
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
}
