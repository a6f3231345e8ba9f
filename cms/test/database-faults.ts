import { marker, server } from './api-client';
import { sql } from './database';

/** What a refused write says in the server's log; never in an answer. */
export const REFUSED_BY_THE_TEST = 'refused by the test';

/**
 * Makes the database refuse `event` on `table` while `run` runs, for the rows `when` matches (SQL over NEW or OLD;
 * every row without it): a trigger that raises, as a full disk, a broken table or a lost connection would fail a
 * write half way. The trigger is gone afterwards, whatever `run` did.
 */
export async function whileDatabaseRefuses<T>(
  { table, event, when }: { table: string; event: 'INSERT' | 'UPDATE' | 'DELETE'; when?: string },
  run: () => Promise<T>,
): Promise<T> {
  const name = marker(`refuse_${event}_${table}`).replace(/\W/g, '_').toLowerCase();
  if (server.client === 'postgres') {
    await sql(
      `CREATE FUNCTION ${name}() RETURNS trigger AS $body$ BEGIN IF ${when ?? 'TRUE'} THEN RAISE EXCEPTION '${REFUSED_BY_THE_TEST}'; END IF; RETURN COALESCE(NEW, OLD); END $body$ LANGUAGE plpgsql`,
    );
    await sql(`CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`);
  } else {
    await sql(
      `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW ${when ? `WHEN ${when}` : ''} BEGIN SELECT RAISE(ABORT, '${REFUSED_BY_THE_TEST}'); END`,
    );
  }
  try {
    return await run();
  } finally {
    await sql(server.client === 'postgres' ? `DROP TRIGGER ${name} ON ${table}` : `DROP TRIGGER ${name}`);
    if (server.client === 'postgres') await sql(`DROP FUNCTION ${name}()`);
  }
}
