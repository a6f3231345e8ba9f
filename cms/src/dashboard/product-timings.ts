import type { Knex } from 'knex';
import { createTableOnce } from '../create-table-once';

/**
 * The performance log of the product areas' API calls: how long each answered data call took, per product. The
 * product overview's response time is the p95 of these over the last 24 hours. Ordinary calls leave no entry in the
 * system log, so they are kept here, written in batches (a call never waits on this table) and kept for a week.
 */
export const PRODUCT_TIMINGS_TABLE = 'product_api_timings';
export const RESPONSE_TIME_WINDOW_MS = 24 * 3_600_000;
const KEEP_MS = 7 * 24 * 3_600_000;
const FLUSH_EVERY_MS = 2_000;
const FLUSH_AT_ROWS = 500;
const PRUNE_EVERY_MS = 3_600_000;

export async function ensureProductTimingsTable(knex: Knex): Promise<void> {
  await createTableOnce(knex, PRODUCT_TIMINGS_TABLE, (table) => {
    table.increments('id').primary();
    table.string('product_id', 64).notNullable();
    // Epoch milliseconds on both databases: one comparison everywhere, no time zones.
    table.bigInteger('at').notNullable();
    table.integer('duration_ms').notNullable();
    // The p95 reads one product's window in order of duration from the index alone.
    table.index(['product_id', 'at', 'duration_ms'], 'product_api_timings_product_time');
  });
}

type Timing = { product_id: string; at: number; duration_ms: number };

let buffer: Timing[] = [];
let timer: NodeJS.Timeout | null = null;
let lastPrune = 0;
let store: Knex | null = null;
let writing: Promise<void> = Promise.resolve();

/** Starts writing the recorded timings to `knex` (at bootstrap); recording before this only buffers. */
export function startProductTimings(knex: Knex): void {
  store = knex;
}

/** Notes one answered product-area call; written with the next batch. */
export function recordProductTiming(productId: string, durationMs: number, now = Date.now()): void {
  buffer.push({ product_id: productId.slice(0, 64), at: now, duration_ms: Math.max(0, Math.round(durationMs)) });
  if (buffer.length >= FLUSH_AT_ROWS) void flushProductTimings();
  else if (!timer) timer = setTimeout(() => void flushProductTimings(), FLUSH_EVERY_MS).unref();
}

/** Writes the buffered timings in one insert (and drops week-old ones hourly); a failed write is given up, not retried. */
export function flushProductTimings(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const knex = store;
  const batch = buffer;
  if (!knex || batch.length === 0) return writing;
  buffer = [];
  writing = writing.then(async () => {
    try {
      await knex.batchInsert(PRODUCT_TIMINGS_TABLE, batch, 200);
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await knex(PRODUCT_TIMINGS_TABLE)
          .where('at', '<', Date.now() - KEEP_MS)
          .delete();
      }
    } catch (error) {
      // The figures lose a few samples; the calls they describe were answered long ago.
      console.warn(`Product response times not stored: ${(error as Error).message}`);
    }
  });
  return writing;
}

/** Stops writing (at shutdown), after the last batch. */
export async function stopProductTimings(): Promise<void> {
  await flushProductTimings();
  store = null;
}

/**
 * The p95 response time (ms) of each product's calls since `since`: the smallest duration that at least 95 % of the
 * calls did not exceed (nearest rank), found in the database by count and offset on the index.
 */
export async function p95ResponseTimes(knex: Knex, since: Date): Promise<Map<string, number>> {
  const counts: Array<{ product_id: string; calls: unknown }> = await knex(PRODUCT_TIMINGS_TABLE)
    .select('product_id')
    .count({ calls: '*' })
    .where('at', '>=', since.getTime())
    .groupBy('product_id');
  const result = new Map<string, number>();
  await Promise.all(
    counts.map(async ({ product_id: productId, calls }) => {
      const rank = Math.ceil(0.95 * Number(calls));
      const row = await knex(PRODUCT_TIMINGS_TABLE)
        .select('duration_ms')
        .where('product_id', productId)
        .where('at', '>=', since.getTime())
        .orderBy('duration_ms')
        .offset(rank - 1)
        .first();
      if (row) result.set(productId, Number(row.duration_ms));
    }),
  );
  return result;
}
