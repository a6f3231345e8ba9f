import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { server } from './api-client';

/** A connection of the test's own to the test server's database, as a second app process would have. */
export function testKnex(): Knex {
  if (server.client === 'postgres') return knexFactory({ client: 'pg', connection: server.databaseUrl, pool: { min: 0, max: 4 } });
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: path.join(__dirname, '..', server.databaseFile) },
    useNullAsDefault: true,
    pool: {
      afterCreate: (db: { pragma(text: string): void }, done: (error: Error | null, db: unknown) => void) => (
        db.pragma('busy_timeout = 5000'),
        done(null, db)
      ),
    },
  });
}
