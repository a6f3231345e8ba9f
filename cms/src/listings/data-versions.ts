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

/** The stored versions of the named sets (a set never written has no row). */
export const dataVersionsQuery = (knex: Knex, names: readonly string[]) => knex(DATA_VERSIONS_TABLE).select('name', 'version').whereIn('name', names);

const SQL_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * Keeps a data set's version in the database itself: triggers on `table` raise it with every insert and delete and
 * with every update of the listed `columns` (a write to any other column leaves the answers cached under it right),
 * whatever path made the write, in the same transaction. Made anew at every start, so a changed column list takes.
 *
 * SQLite has only row triggers and one writer at a time. On PostgreSQL a statement trigger runs before the statement
 * takes any row lock, so every writer takes the version row first and two writers cannot wait on each other in turn.
 */
export async function versionOnWrites(
  strapi: Core.Strapi,
  { table, dataSet, columns }: { table: string; dataSet: string; columns: readonly string[] },
) {
  for (const name of [table, dataSet, ...columns]) if (!SQL_NAME.test(name)) throw new Error(`Not a plain SQL name: ${name}`);
  const knex = strapi.db.connection;
  await knex(DATA_VERSIONS_TABLE).insert({ name: dataSet, version: 0 }).onConflict('name').ignore();
  const bump = `UPDATE ${DATA_VERSIONS_TABLE} SET version = version + 1 WHERE name = '${dataSet}'`;
  const trigger = `${dataSet}_version`;
  if (strapi.db.dialect.client === 'postgres') {
    await knex.transaction(async (trx) => {
      // Two processes starting at once would otherwise replace the same trigger concurrently.
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [trigger]);
      await trx.raw(`CREATE OR REPLACE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${bump}; RETURN NULL; END $$`);
      await trx.raw(
        `CREATE OR REPLACE TRIGGER ${trigger} BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${columns.join(', ')} ` +
          `ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${trigger}()`,
      );
    });
    return;
  }
  const events = { insert: 'INSERT', delete: 'DELETE', update: `UPDATE OF ${columns.join(', ')}` };
  await knex.transaction(async (trx) => {
    for (const [event, on] of Object.entries(events)) {
      await trx.raw(`DROP TRIGGER IF EXISTS ${trigger}_${event}`);
      await trx.raw(`CREATE TRIGGER ${trigger}_${event} AFTER ${on} ON ${table} FOR EACH ROW BEGIN ${bump}; END`);
    }
  });
}
