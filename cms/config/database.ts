import type { Core } from '@strapi/strapi';
import { cacheStatements, type SqliteConnection } from '../src/sqlite-statement-cache';

// SQLite by default (a file under cms/.tmp); PostgreSQL with DATABASE_CLIENT=postgres and DATABASE_URL or the
// DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD parts.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  if (env('DATABASE_CLIENT', 'sqlite') === 'postgres') {
    const url = env('DATABASE_URL', '');
    return {
      connection: {
        client: 'postgres',
        connection: url
          ? { connectionString: url, ssl: env.bool('DATABASE_SSL', false) }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'platform'),
              user: env('DATABASE_USERNAME', 'postgres'),
              password: env('DATABASE_PASSWORD', ''),
              ssl: env.bool('DATABASE_SSL', false),
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      // Relative: Strapi resolves it against the app folder.
      connection: { filename: env('DATABASE_FILENAME', '.tmp/data.db') },
      useNullAsDefault: true,
      pool: {
        afterCreate: (
          connection: SqliteConnection & { pragma(source: string): unknown },
          done: (error: Error | null, connection: SqliteConnection) => void,
        ) => {
          cacheStatements(connection);
          // From the first statement on, schema sync and seeding included: WAL lets readers run while a write commits,
          // and in WAL mode a commit with synchronous NORMAL needs no fsync (a crash of the app loses nothing committed;
          // only a power loss may lose the last commits, never the file's consistency). Set later, a fresh database's
          // first start paid thousands of fsyncs.
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          // The dashboard's aggregates read tens of thousands of index entries and rows per call: a 64 MB page cache (the
          // default is 2 MB) keeps them in memory between calls, and reads through mmap (up to 1 GB of the file) skip a
          // system call and a copy per page. Both are per connection and cost nothing on a small database.
          connection.pragma('cache_size = -65536');
          connection.pragma('mmap_size = 1073741824');
          done(null, connection);
        },
      },
    },
  };
};
