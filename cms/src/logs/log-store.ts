import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { LogEvent } from './event-log';
import { createTableOnce } from '../create-table-once';

export const LOG_UID = 'api::log-entry.log-entry';
export const LOG_TABLE = 'log_entries';
/** Error, critical and security entries, copied here before a cleanup deletes them (kept until deleted by hand). */
export const LOG_ARCHIVE_TABLE = 'log_archive';
/** Entries written per UTC day, level, category and action: the stats read these, and they outlive cleanups. */
export const LOG_COUNTS_TABLE = 'log_daily_counts';

/** The log entry's attributes in the order the archive copies them. */
export const LOG_ATTRIBUTES = [
  'timestamp',
  'level',
  'category',
  'action',
  'errorMessage',
  'errorStack',
  'metadata',
  'userId',
  'userEmail',
  'ipAddress',
  'userAgent',
  'productId',
  'status',
  'durationMs',
] as const;

/** The UTC day of a time, as the counts table keys it. */
export const dayOf = (time: Date | number): string => new Date(time).toISOString().slice(0, 10);

/** The column of each log attribute, from Strapi's metadata (it snake-cases the names itself). */
export function logColumns(strapi: Core.Strapi): Record<(typeof LOG_ATTRIBUTES)[number], string> {
  const { attributes } = strapi.db.metadata.get(LOG_UID) as { attributes: Record<string, { columnName?: string }> };
  return Object.fromEntries(LOG_ATTRIBUTES.map((name) => [name, attributes[name]?.columnName ?? name])) as Record<
    (typeof LOG_ATTRIBUTES)[number],
    string
  >;
}

/** The archive and counts tables and the indexes the log page filters by, created if missing. */
export async function ensureLogTables(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const column = logColumns(strapi);
  await createTableOnce(knex, LOG_COUNTS_TABLE, (t) => {
    t.string('day', 10).notNullable();
    t.string('level', 16).notNullable();
    t.string('category', 16).notNullable();
    t.string('action', 120).notNullable();
    t.integer('count').notNullable();
    t.primary(['day', 'level', 'category', 'action']);
  });
  await createTableOnce(knex, LOG_ARCHIVE_TABLE, (t) => {
    t.increments('id');
    t.bigInteger('original_id').notNullable();
    t.timestamp('archived_at').notNullable();
    t.timestamp(column.timestamp).notNullable();
    for (const name of ['level', 'category', 'status'] as const) t.string(column[name], 40);
    for (const name of ['action', 'userEmail', 'ipAddress', 'userAgent', 'productId'] as const) t.string(column[name], 300);
    for (const name of ['errorMessage', 'errorStack', 'metadata'] as const) t.text(column[name]);
    t.integer(column.userId);
    t.integer(column.durationMs);
    t.index([column.timestamp]);
  });
  const indexes: Array<[string, string[]]> = [
    ['log_entries_time_idx', [column.timestamp]],
    ['log_entries_level_time_idx', [column.level, column.timestamp]],
    ['log_entries_category_time_idx', [column.category, column.timestamp]],
    // A level and a category together (info entries of admin): at 1,000,000 entries their page took 0.3 s without it.
    ['log_entries_category_level_time_idx', [column.category, column.level, column.timestamp]],
    // A user's entries (the user page's Aktivitet tab).
    ['log_entries_user_time_idx', [column.userId, column.timestamp]],
    // A product's entries (the dashboard's product menu opens the log filtered by product).
    ['log_entries_product_time_idx', [column.productId, column.timestamp]],
  ];
  for (const [name, columns] of indexes) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${LOG_TABLE} (${columns.map((c) => `"${c}"`).join(', ')})`);
  }
}

/** Adds a batch's entries to the per-day counts (one upsert per day, level, category and action). */
async function addDailyCounts(trx: Knex, batch: readonly LogEvent[]): Promise<void> {
  const counts = new Map<string, { day: string; level: string; category: string; action: string; count: number }>();
  for (const event of batch) {
    const day = dayOf(event.timestamp);
    const key = `${day}\u0000${event.level}\u0000${event.category}\u0000${event.action}`;
    const row = counts.get(key);
    if (row) row.count += 1;
    else counts.set(key, { day, level: event.level, category: event.category, action: event.action, count: 1 });
  }
  // An increment of an existing row is one statement the query engine cannot express (count = count + n).
  await trx(LOG_COUNTS_TABLE)
    .insert([...counts.values()])
    .onConflict(['day', 'level', 'category', 'action'])
    .merge({ count: trx.raw('?? + excluded.??', [`${LOG_COUNTS_TABLE}.count`, 'count']) });
}

const INSERT_CHUNK = 200;

/** Stores a batch of events and counts them, in one transaction (the counts never disagree with the entries). */
export async function storeLogBatch(strapi: Core.Strapi, batch: readonly LogEvent[]): Promise<void> {
  if (batch.length === 0) return;
  await strapi.db.transaction(async ({ trx }) => {
    for (let i = 0; i < batch.length; i += INSERT_CHUNK) {
      await strapi.db.query(LOG_UID).createMany({ data: batch.slice(i, i + INSERT_CHUNK).map((event) => ({ ...event })) });
    }
    await addDailyCounts(trx, batch);
  });
}
