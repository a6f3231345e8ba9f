import path from 'node:path';
import { server } from './api-client';

/**
 * Runs one SQL statement on the test database directly, for what the API cannot do (stage an inactive product) or
 * does not show (the stored page visits). `?` placeholders on both databases.
 */
export async function sql<T = Record<string, unknown>>(statement: string, params: unknown[] = []): Promise<T[]> {
  if (server.client === 'postgres') {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      let n = 0;
      return (await client.query(statement.replace(/\?/g, () => `$${++n}`), params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(path.join(__dirname, '..', server.databaseFile));
  try {
    const prepared = db.prepare(statement);
    return (prepared.reader ? prepared.all(...params) : (prepared.run(...params), [])) as T[];
  } finally {
    db.close();
  }
}

/** A moment as the database stores it (epoch milliseconds on SQLite, a timestamp on PostgreSQL), for `sql` params. */
export const dbTime = (date: Date): number | string => (server.client === 'postgres' ? date.toISOString() : date.getTime());
