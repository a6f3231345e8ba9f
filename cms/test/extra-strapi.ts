import path from 'node:path';
import { createStrapi } from '@strapi/strapi';
import request from 'supertest';
import { createTestDatabase, dropTestDatabase } from './postgres-database';

/**
 * A second Strapi from the build the run already compiled, on a fresh database of the run's kind (its own SQLite file,
 * or its own PostgreSQL database) and with some settings changed, for the few tests of how the server behaves under
 * another configuration or from an empty database (the run's server keeps its own). It reads this test file's copy
 * of the environment, so the changes stay here.
 */
export async function startExtraStrapi(env: Record<string, string | undefined>) {
  const appDir = path.join(__dirname, '..');
  const dbFile = `.tmp/test-extra-${process.pid}-${Date.now()}.db`;
  const postgres = process.env.DATABASE_CLIENT === 'postgres' ? await createTestDatabase() : null;
  if (postgres) Object.assign(process.env, { DATABASE_URL: postgres.url });
  else Object.assign(process.env, { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: dbFile });
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false, serveAdminPanel: false }).load();
  const httpServer = strapi.server.mount().httpServer;
  return {
    api: () => request(httpServer),
    /** The instance itself, for what a test must set up behind the API (entries dated in the past). */
    strapi,
    async stop() {
      await strapi.destroy();
      if (postgres) await dropTestDatabase(postgres.name);
      const fs = await import('node:fs');
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(appDir, `${dbFile}${suffix}`), { force: true });
    },
  };
}
