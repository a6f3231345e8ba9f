import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { createTableOnce } from '../create-table-once';

/**
 * A version number per stored data set ('vehicle_listings', 'property_listings', ...), raised in the same transaction
 * as every write to the set. Caches key their answers by the versions they read, so a change made by any app process
 * is seen by all of them at their next read (one indexed row per set, no messaging between processes).
 */
export const DATA_VERSIONS_TABLE = 'data_versions';

export async function ensureDataVersionsTable(strapi: Core.Strapi): Promise<void> {
  await createTableOnce(strapi.db.connection, DATA_VERSIONS_TABLE, (t) => {
    t.string('name', 64).primary();
    t.bigInteger('version').notNullable();
  });
}

/** Raises a data set's version; call it inside the transaction that changes the set. */
export async function bumpDataVersion(trx: Knex | Knex.Transaction, name: string): Promise<void> {
  await trx(DATA_VERSIONS_TABLE)
    .insert({ name, version: 1 })
    .onConflict('name')
    .merge({ version: trx.raw('?? + 1', [`${DATA_VERSIONS_TABLE}.version`]) });
}

/** The current versions of the named sets, as one key ('vehicle_listings:3|property_listings:7'); 0 if never written. */
export async function dataVersionKey(knex: Knex, names: readonly string[]): Promise<string> {
  const rows: Array<{ name: string; version: number | string }> = await knex(DATA_VERSIONS_TABLE).select('name', 'version').whereIn('name', names);
  const byName = new Map(rows.map((row) => [row.name, String(row.version)]));
  return names.map((name) => `${name}:${byName.get(name) ?? 0}`).join('|');
}
