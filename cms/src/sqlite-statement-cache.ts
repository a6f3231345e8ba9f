import { LruMap } from './lru-map';

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
  const cache = new LruMap<string, unknown>(limit);
  connection.prepare = (sql: string) => (sql.length <= MAX_CACHED_SQL_LENGTH ? cache.getOrSet(sql, () => prepare(sql)) : prepare(sql));
}
