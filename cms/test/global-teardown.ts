import fs from 'node:fs';
import path from 'node:path';
import { dropTestDatabase } from './postgres-database';

/** How long the run may stay up after its teardown before the watchdog below ends it. */
const EXIT_GRACE_MS = 15_000;

export default async function globalTeardown(): Promise<void> {
  const strapi = (globalThis as any).__STRAPI__;
  if (strapi) await strapi.destroy();
  for (const server of (globalThis as any).__TEST_SERVERS__ ?? []) await server.close();
  const pgDatabase = (globalThis as any).__TEST_PG_DATABASE__;
  if (pgDatabase) await dropTestDatabase(pgDatabase);
  const dbFile = (globalThis as any).__TEST_DB_FILE__;
  if (process.env.ATTACHMENTS_DIR) fs.rmSync(path.join(__dirname, '..', process.env.ATTACHMENTS_DIR), { recursive: true, force: true });
  if (process.env.PLATFORM_TEST_SERVER_FILE) fs.rmSync(process.env.PLATFORM_TEST_SERVER_FILE, { force: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbFile}${suffix}`, { force: true });
  fs.rmSync(path.join(__dirname, '..', '.tmp', `test-mail-${process.pid}`), { recursive: true, force: true });
  if (process.env.PRODUCT_MODULES_DIR) fs.rmSync(path.dirname(process.env.PRODUCT_MODULES_DIR), { recursive: true, force: true });
  if (process.env.PUBLIC_DIR) fs.rmSync(process.env.PUBLIC_DIR, { recursive: true, force: true });
  // Once everything is closed, nothing should keep jest's process alive; if something does (a run was seen to hang
  // after its last test), say what is still open and end it with jest's verdict (its exit handler sets the code).
  setTimeout(() => {
    console.error(`The test run did not end ${EXIT_GRACE_MS / 1000} s after its teardown; still open: ${process.getActiveResourcesInfo().join(', ')}.`);
    process.exit();
  }, EXIT_GRACE_MS).unref();
}
