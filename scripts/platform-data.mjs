// Where the platform keeps its data, read as the app reads its settings: the environment first, then cms/.env.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './prepare.mjs';

/** Loads a package as the app does (better-sqlite3, dotenv): from the cms workspace. */
export const cmsRequire = createRequire(path.join(ROOT, 'cms', 'package.json'));
const CMS = path.join(ROOT, 'cms');

/** The app's settings: cms/.env under the process environment (which wins, as in the app). */
export function platformEnv() {
  const file = path.join(CMS, '.env');
  const fromFile = fs.existsSync(file) ? cmsRequire('dotenv').parse(fs.readFileSync(file)) : {};
  return { ...fromFile, ...process.env };
}

/** The database the app uses: a SQLite file, or PostgreSQL as libpq's environment (no password on a command line). */
export function databaseOf(env) {
  if ((env.DATABASE_CLIENT ?? 'sqlite') !== 'postgres') {
    return { client: 'sqlite', file: path.resolve(CMS, env.DATABASE_FILENAME || '.tmp/data.db') };
  }
  const ssl = String(env.DATABASE_SSL ?? 'false') === 'true';
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return {
      client: 'postgres',
      name: decodeURIComponent(url.pathname.slice(1)),
      libpq: {
        PGHOST: url.hostname,
        PGPORT: url.port || '5432',
        PGUSER: decodeURIComponent(url.username),
        PGPASSWORD: decodeURIComponent(url.password),
        PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
        ...(ssl ? { PGSSLMODE: 'require' } : {}),
      },
    };
  }
  const name = env.DATABASE_NAME || 'platform';
  return {
    client: 'postgres',
    name,
    libpq: {
      PGHOST: env.DATABASE_HOST || '127.0.0.1',
      PGPORT: String(env.DATABASE_PORT || 5432),
      PGUSER: env.DATABASE_USERNAME || 'postgres',
      PGPASSWORD: env.DATABASE_PASSWORD ?? '',
      PGDATABASE: name,
      ...(ssl ? { PGSSLMODE: 'require' } : {}),
    },
  };
}

/**
 * The folders of files the platform stores beside its database: uploads (product images, listing photos; under the
 * public folder, PUBLIC_DIR) and idea attachments (ATTACHMENTS_DIR, never served).
 */
export const fileStoresOf = (env) => [
  { name: 'uploads', dir: path.resolve(CMS, env.PUBLIC_DIR || 'public', 'uploads') },
  { name: 'attachments', dir: path.resolve(CMS, env.ATTACHMENTS_DIR || path.join('.tmp', 'attachments')) },
];

/** The port the app answers on. */
export const portOf = (env) => Number(env.PORT || 1337);

/** Now, as a file-name-safe time ('2026-11-27T12-00-00'): names a backup folder and what a restore puts aside. */
export const fileTimeStamp = () => new Date().toISOString().replace(/:/g, '-').replace(/\..*/, '');
