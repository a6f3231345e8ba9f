import fs from 'node:fs';
import path from 'node:path';
import { compileStrapi, createStrapi } from '@strapi/strapi';
import { throwawayEnv } from './test-env';
import { createTestDatabase } from './postgres-database';

export const SERVER_FILE = path.join(__dirname, '..', '.tmp', 'test-server.json');
const appDir = path.join(__dirname, '..');

/** One real Strapi for the whole run, on a free port, with a fresh database (SQLite file or PostgreSQL database). */
export default async function globalSetup(): Promise<void> {
  const dbFile = `.tmp/test-${process.pid}.db`;
  const env = throwawayEnv({ DATABASE_FILENAME: dbFile, SEED_IDEAS: '0', PORT: '0', HOST: '127.0.0.1' });
  if (process.env.DATABASE_CLIENT === 'postgres') {
    const database = await createTestDatabase();
    Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.url });
    (globalThis as any).__TEST_PG_DATABASE__ = database.name;
  }
  Object.assign(process.env, env);

  const context = await compileStrapi({ appDir });
  const strapi = await createStrapi({ ...context, autoReload: false, serveAdminPanel: false }).load();
  const server = strapi.server.mount().httpServer;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  const adminRoutes = strapi.server
    .listRoutes()
    .filter((layer: any) => layer.path.startsWith('/api/admin/'))
    .flatMap((layer: any) => layer.methods.filter((m: string) => m !== 'HEAD').map((method: string) => ({ method, path: layer.path })));

  (globalThis as any).__STRAPI__ = strapi;
  (globalThis as any).__TEST_DB_FILE__ = path.join(appDir, dbFile);
  fs.mkdirSync(path.dirname(SERVER_FILE), { recursive: true });
  fs.writeFileSync(
    SERVER_FILE,
    JSON.stringify({ url: `http://127.0.0.1:${port}`, adminRoutes, client: strapi.db.dialect.client, databaseFile: dbFile, databaseUrl: env.DATABASE_URL }),
  );
}
