/** What this needs of a better-sqlite3 connection. */
export interface SqliteConnection {
  prepare(sql: string): unknown;
}

/** Statements longer than this (bulk inserts with a placeholder per value) are used once and not kept. */
const MAX_CACHED_SQL_LENGTH = 2_000;

/**
 * knex prepares every SQLite statement anew, which costs about as much as running a small query. better-sqlite3
 * statements can be run any number of times (each run completes synchronously), so this keeps the most recently used
 * ones of a connection, up to `limit`.
 */
export function cacheStatements(connection: SqliteConnection, limit = 500): void {
  const prepare = connection.prepare.bind(connection);
  const cache = new Map<string, unknown>();
  connection.prepare = (sql: string) => {
    const cached = cache.get(sql);
    if (cached) {
      // Most recently used last, so the first key is the one to drop.
      cache.delete(sql);
      cache.set(sql, cached);
      return cached;
    }
    const statement = prepare(sql);
    if (sql.length <= MAX_CACHED_SQL_LENGTH) {
      cache.set(sql, statement);
      if (cache.size > limit) cache.delete(cache.keys().next().value as string);
    }
    return statement;
  };
}
