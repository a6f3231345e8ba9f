import fs from 'node:fs';
import { dropTestDatabase } from './postgres-database';

export default async function globalTeardown(): Promise<void> {
  const strapi = (globalThis as any).__STRAPI__;
  if (strapi) await strapi.destroy();
  const pgDatabase = (globalThis as any).__TEST_PG_DATABASE__;
  if (pgDatabase) await dropTestDatabase(pgDatabase);
  const dbFile = (globalThis as any).__TEST_DB_FILE__;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbFile}${suffix}`, { force: true });
}
