// `npm run backup [-- <folder>]`: the database and the stored files (uploads, idea attachments), while the platform runs, into a new folder
// (backups/<time>/ by default) with a manifest of checksums. SQLite through its online backup (a consistent copy
// while the app writes); PostgreSQL through pg_dump (one snapshot). `npm run restore -- <folder>` puts it back.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './prepare.mjs';
import { cmsRequire, databaseOf, fileTimeStamp, fileStoresOf, platformEnv } from './platform-data.mjs';
import { fileCount, writeManifest } from './backup-manifest.mjs';

export const DATABASE_FILES = { sqlite: 'database.sqlite', postgres: 'database.pgdump' };

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function backUpSqlite(database, target) {
  if (!fs.existsSync(database.file)) throw new Error(`There is no database at ${path.relative(ROOT, database.file)} to back up.`);
  const Database = cmsRequire('better-sqlite3');
  const source = new Database(database.file, { readonly: true, fileMustExist: true });
  try {
    let shown = -1;
    await source.backup(target, {
      progress({ totalPages, remainingPages }) {
        const done = Math.floor(((totalPages - remainingPages) / totalPages) * 10) * 10;
        if (done !== shown && totalPages > 10_000) console.log(`  database ${(shown = done)} %`);
        // Pages per step: the app's writes get their turn between steps.
        return 2_000;
      },
    });
  } finally {
    source.close();
  }
  // The copy keeps the source's write-ahead mode; as one self-contained file it is opened without -wal/-shm beside it.
  const copy = new Database(target);
  copy.pragma('journal_mode = DELETE');
  copy.close();
}

function backUpPostgres(database, target) {
  const result = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`], {
    env: { ...process.env, ...database.libpq },
    encoding: 'utf8',
  });
  if (result.error) throw new Error(`pg_dump could not be run (${result.error.message}); it comes with PostgreSQL's client tools.`);
  if (result.status !== 0) throw new Error(`pg_dump failed: ${result.stderr.trim()}`);
}

export async function backUp(folder) {
  const env = platformEnv();
  const database = databaseOf(env);
  const stamp = fileTimeStamp();
  const dir = path.resolve(folder ?? path.join(ROOT, 'backups', stamp));
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: a backup goes into a new folder.`);
  fs.mkdirSync(dir, { recursive: true });
  try {
    const databaseFile = DATABASE_FILES[database.client];
    console.log(`Backing up the ${database.client === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database...`);
    if (database.client === 'sqlite') await backUpSqlite(database, path.join(dir, databaseFile));
    else backUpPostgres(database, path.join(dir, databaseFile));
    console.log('Copying the stored files...');
    for (const store of fileStoresOf(env)) {
      if (fs.existsSync(store.dir)) fs.cpSync(store.dir, path.join(dir, store.name), { recursive: true });
      else fs.mkdirSync(path.join(dir, store.name));
    }
    const manifest = writeManifest(dir, { database: database.client, databaseFile });
    const databaseBytes = manifest.files.find((file) => file.path === databaseFile).bytes;
    const stored = fileStoresOf(env).map(({ name }) => {
      const files = manifest.files.filter((file) => file.path.startsWith(`${name}/`));
      return `${name} ${fileCount(files.length)} (${megabytes(files.reduce((sum, file) => sum + file.bytes, 0))})`;
    });
    console.log(`Backup written to ${dir}: the database (${megabytes(databaseBytes)}), ${stored.join(', ')}.`);
    return { dir, manifest };
  } catch (error) {
    // Half a backup is no backup: nothing is left to be mistaken for one.
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  backUp(process.argv[2]).catch((error) => {
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  });
}
