// `npm run restore -- <folder>`: puts a backup made by `npm run backup` back, with the platform stopped. The backup is
// checked against its manifest first; the database and the stored files it replaces are kept beside them
// (*.before-restore-<time>), and a failed restore leaves both as they were.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cmsRequire, databaseOf, fileTimeStamp, fileStoresOf, platformEnv, portOf } from './platform-data.mjs';
import { fileCount, readCheckedManifest } from './backup-manifest.mjs';

/** True when a platform answers its health check on the port: restoring under a running app would corrupt it. */
async function platformAnswers(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/_health`, { signal: AbortSignal.timeout(2_000) });
    return res.status === 204;
  } catch {
    return false;
  }
}

/** The schemas a dump creates (public aside), from pg_restore's table of contents. */
function schemasIn(dump, env) {
  const listed = spawnSync('pg_restore', ['--list', dump], { env, encoding: 'utf8' });
  if (listed.error) throw new Error(`pg_restore could not be run (${listed.error.message}); it comes with PostgreSQL's client tools.`);
  if (listed.status !== 0) throw new Error(`pg_restore could not read the dump: ${listed.stderr.trim()}`);
  return [...listed.stdout.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].map((match) => match[1]).filter((name) => name !== 'public');
}

/**
 * The dump replaces the database's schemas in one transaction: the schemas it holds are dropped and made again from
 * it (pg_restore --clean cannot drop the job queue's partitioned tables piece by piece), and any error rolls it all back.
 */
async function restorePostgres(database, dump) {
  const env = { ...process.env, ...database.libpq };
  const quoted = (name) => `"${name.replace(/"/g, '""')}"`;
  const preamble = [
    ...schemasIn(dump, env).map((name) => `DROP SCHEMA IF EXISTS ${quoted(name)} CASCADE;`),
    'DROP SCHEMA IF EXISTS public CASCADE;',
    'CREATE SCHEMA public;',
    '',
  ].join('\n');
  const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', `--dbname=${database.name}`], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dump], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const errors = [];
  psql.stderr.on('data', (chunk) => errors.push(chunk));
  restore.stderr.on('data', (chunk) => errors.push(chunk));
  const exited = (child) => new Promise((resolve) => child.once('close', (status) => resolve(status)));
  psql.stdin.write(preamble);
  restore.stdout.pipe(psql.stdin);
  const [restoreStatus, psqlStatus] = await Promise.all([exited(restore), exited(psql)]);
  if (restoreStatus !== 0 || psqlStatus !== 0)
    throw new Error(`the restore failed, the database is unchanged: ${Buffer.concat(errors).toString().trim()}`);
}

/** A SQLite file that opens and passes its integrity check; throws otherwise. */
function checkSqlite(file) {
  let problem;
  try {
    const Database = cmsRequire('better-sqlite3');
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const result = db.pragma('integrity_check', { simple: true });
      if (result !== 'ok') problem = result;
    } finally {
      db.close();
    }
  } catch (error) {
    problem = error.message;
  }
  if (problem) throw new Error(`The backup's database is damaged (${problem}); nothing was restored.`);
}

/** Moves a file or folder aside as <name>.before-restore-<stamp>; returns where it went (null when there was none). */
function moveAside(target, stamp) {
  if (!fs.existsSync(target)) return null;
  const aside = `${target}.before-restore-${stamp}`;
  fs.renameSync(target, aside);
  return aside;
}

export async function restore(folder) {
  if (!folder) throw new Error('Name the backup folder: npm run restore -- backups/<time>');
  const dir = path.resolve(folder);
  const manifest = readCheckedManifest(dir);
  const env = platformEnv();
  const database = databaseOf(env);
  if (manifest.database !== database.client) {
    throw new Error(`The backup is of a ${manifest.database} database; the platform is set up for ${database.client} (DATABASE_CLIENT).`);
  }
  const port = portOf(env);
  if (await platformAnswers(port)) throw new Error(`The platform answers on port ${port}: stop it before restoring, and start it again afterwards.`);

  const stamp = fileTimeStamp();
  const stores = fileStoresOf(env).map((store) => ({ ...store, staged: `${store.dir}.restoring-${stamp}` }));
  // Everything is staged first, so the switch-over is renames (and, on PostgreSQL, one transaction).
  const kept = [];
  const stagedDatabase = `${database.file ?? ''}.restoring-${stamp}`;
  try {
    for (const store of stores) {
      const saved = path.join(dir, store.name);
      if (fs.existsSync(saved)) fs.cpSync(saved, store.staged, { recursive: true });
      else fs.mkdirSync(store.staged, { recursive: true });
    }
    if (database.client === 'sqlite') {
      fs.mkdirSync(path.dirname(database.file), { recursive: true });
      fs.copyFileSync(path.join(dir, manifest.databaseFile), stagedDatabase);
      checkSqlite(stagedDatabase);
      // The write-ahead log and shared memory belong to the database being replaced: they go aside with it.
      for (const suffix of ['-wal', '-shm']) moveAside(`${database.file}${suffix}`, stamp);
      const aside = moveAside(database.file, stamp);
      if (aside) kept.push(aside);
      fs.renameSync(stagedDatabase, database.file);
    } else {
      await restorePostgres(database, path.join(dir, manifest.databaseFile));
    }
    for (const store of stores) {
      const aside = moveAside(store.dir, stamp);
      if (aside) kept.push(aside);
      fs.mkdirSync(path.dirname(store.dir), { recursive: true });
      fs.renameSync(store.staged, store.dir);
    }
  } finally {
    for (const store of stores) fs.rmSync(store.staged, { recursive: true, force: true });
    if (database.client === 'sqlite') fs.rmSync(stagedDatabase, { force: true });
  }
  const counts = stores.map(({ name }) => `${name} ${fileCount(manifest.files.filter((file) => file.path.startsWith(`${name}/`)).length)}`);
  console.log(`Restored the backup of ${manifest.createdAt}: the database, ${counts.join(', ')}.`);
  if (kept.length) console.log(`What it replaced is kept: ${kept.join(', ')}.`);
  return { manifest, kept };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  restore(process.argv[2]).catch((error) => {
    console.error(`Restore failed: ${error.message}`);
    process.exit(1);
  });
}
