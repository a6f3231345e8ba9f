import type { Knex } from 'knex';
import { VISIT_RETENTION_MONTHS_DEFAULT } from '@platform/shared';
import { dbMoment } from '../db-values';

/** How many months visits are kept (VISIT_RETENTION_MONTHS, a whole number of at least 1; 13 otherwise). */
export function visitRetentionMonths(value = process.env.VISIT_RETENTION_MONTHS): number {
  const months = Number(value);
  return Number.isInteger(months) && months >= 1 ? months : VISIT_RETENTION_MONTHS_DEFAULT;
}

const BATCH_SIZE = 5000;

/**
 * Deletes the page visits older than the retention period, a batch of rows at a time so a large table is never
 * locked for long; returns how many went. Run daily by the job runner (once across app processes).
 */
export async function deleteExpiredVisits(knex: Knex, months = visitRetentionMonths(), now = new Date(), batchSize = BATCH_SIZE): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const before = dbMoment(knex, cutoff);
  let deleted = 0;
  for (;;) {
    const batch = knex('page_visits').select('id').where('created_at', '<', before).orderBy('id').limit(batchSize);
    const count = await knex('page_visits').whereIn('id', batch).delete();
    deleted += count;
    if (count < batchSize) return deleted;
  }
}
