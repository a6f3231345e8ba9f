// The database stops answering in the middle of a transaction (a disk that hangs), so a test can kill the app there:
// a trigger before the write on the table that keeps the statement busy until the process is gone.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../../scripts/prepare.mjs';

const require = createRequire(path.join(ROOT, 'cms', 'package.json'));

/** Resolves once `condition` holds, asking again after each turn of the event loop's I/O: what is waited for is the app's work. */
export async function until(condition, seconds, what) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Waited ${seconds} s for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether some connection holds the SQLite file's write lock now (another cannot take it). */
export function sqliteWriteLockHeld(file) {
  const Database = require('better-sqlite3');
  const probe = new Database(file, { timeout: 0 });
  try {
    probe.exec('BEGIN IMMEDIATE');
    probe.exec('ROLLBACK');
    return false;
  } catch (error) {
    if (error.code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    probe.close();
  }
}

/**
 * Makes `event` ('INSERT', 'UPDATE' or 'DELETE') on `table` hang, at the first row `when` (SQL over OLD or NEW) holds
 * for, or at the first row. `reached()` resolves once a statement hangs there,
 * inside its transaction; after the app is killed, `remove()` ends what the database still runs for it and takes
 * the trigger away. PostgreSQL sleeps in the trigger (seen in pg_stat_activity); SQLite has no sleep, so the trigger
 * counts a cross join of a spare table that would take days (seen as the write lock held for a second).
 */
export async function stallOn(platform, client, { table, event, when }) {
  const name = `stall_${table}_${event}`.toLowerCase();
  const condition = when ? `WHEN (${when})` : '';
  if (client === 'postgres') {
    await platform.sql(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(3600); RETURN COALESCE(NEW, OLD); END $$`,
    );
    await platform.sql(`CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW ${condition} EXECUTE FUNCTION ${name}()`);
  } else {
    await platform.sql(`CREATE TABLE ${name}_spin (n INTEGER)`);
    await platform.sql(`INSERT INTO ${name}_spin (n) SELECT 1 FROM (SELECT 1 UNION ALL SELECT 1) a, (SELECT 1 UNION ALL SELECT 1) b`);
    for (let i = 0; i < 8; i += 1) await platform.sql(`INSERT INTO ${name}_spin (n) SELECT n FROM ${name}_spin`);
    await platform.sql(
      `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW ${condition} BEGIN ` +
        `SELECT count(*) FROM ${name}_spin a, ${name}_spin b, ${name}_spin c, ${name}_spin d, ${name}_spin e; END`,
    );
  }
  const sleeping = async () =>
    (
      await platform.sql(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep' AND xact_start IS NOT NULL`,
      )
    )[0].n > 0;
  let heldFor = 0;
  const writeLockHeld = async () => {
    heldFor = sqliteWriteLockHeld(path.join(platform.dir, 'data.db')) ? heldFor + 1 : 0;
    // A second in a row: no write of the app takes that long but the stalled one.
    return heldFor >= 50;
  };
  return {
    reached: () => until(client === 'postgres' ? sleeping : writeLockHeld, 60, `a write on ${table} to hang`),
    async remove() {
      if (client === 'postgres') {
        // The app is gone; its connections would end when the sleep does: end them now, as a restarted server would.
        await platform.sql('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
        await platform.sql(`DROP TRIGGER ${name} ON ${table}`);
        await platform.sql(`DROP FUNCTION ${name}()`);
      } else {
        await platform.sql(`DROP TRIGGER ${name}`);
        await platform.sql(`DROP TABLE ${name}_spin`);
      }
    },
  };
}
