import { Client } from 'pg';

const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh, empty PostgreSQL database for one test run; answers its URL. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const name = `platform_test_${Date.now()}_${process.pid}`;
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
    // A throwaway database need not wait for the disk at each commit (the server's crash safety is unchanged: at worst
    // the last commits before a crash of the server are lost, and the run with them).
    await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  } finally {
    await client.end();
  }
  return { name, url: withDatabase(ADMIN_URL, name) };
}

export async function dropTestDatabase(name: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
