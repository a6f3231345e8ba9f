import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { cacheStatements } from './sqlite-statement-cache';

/**
 * The reads every admin call makes (the signed-in user, the ideas list and its count, the summary cards) on SQLite run
 * on a read-only connection of their own, synchronously, instead of queueing through knex's pool for the one
 * connection that also carries every write. WAL lets it read while a write is under way, and it sees what has been
 * committed, never a transaction's uncommitted rows. The queries are still built with knex, so the SQL is the same
 * as on PostgreSQL, where they simply run through knex.
 */
export interface ReadConnection {
  rows<T = Record<string, unknown>>(query: Knex.QueryBuilder): Promise<T[]>;
  first<T = Record<string, unknown>>(query: Knex.QueryBuilder): Promise<T | undefined>;
}

interface SqliteDatabase {
  prepare(sql: string): { all(bindings: unknown[]): unknown[] };
  pragma(source: string): unknown;
}
// better-sqlite3 ships no types; the driver knex itself uses on SQLite.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Database = require('better-sqlite3') as new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => SqliteDatabase;

/** knex's own conversion of SQLite bindings (better-sqlite3 takes neither dates nor booleans). */
const sqliteBinding = (value: unknown) => (value instanceof Date ? value.valueOf() : typeof value === 'boolean' ? Number(value) : value);

const READ_MMAP_BYTES = 256 * 1024 * 1024;
const READ_CACHE_KIB = 64 * 1024;

const readers = new WeakMap<Core.Strapi, ReadConnection>();

export function readConnection(strapi: Core.Strapi): ReadConnection {
  let reader = readers.get(strapi);
  if (!reader) {
    reader = openReader(strapi);
    readers.set(strapi, reader);
  }
  return reader;
}

function openReader(strapi: Core.Strapi): ReadConnection {
  if (strapi.db.dialect.client !== 'sqlite') {
    return {
      rows: async <T>(query: Knex.QueryBuilder) => (await query) as T[],
      first: async <T>(query: Knex.QueryBuilder) => (await query.first()) as T | undefined,
    };
  }
  const filename = (strapi.db.connection.client as { config: { connection: { filename: string } } }).config.connection.filename;
  const db = new Database(path.resolve(strapi.dirs.app.root, filename), { readonly: true, fileMustExist: true });
  // Pages read through a memory map instead of a system call each, and a page cache that holds a large platform.
  db.pragma(`mmap_size = ${READ_MMAP_BYTES}`);
  db.pragma(`cache_size = -${READ_CACHE_KIB}`);
  cacheStatements(db as SqliteDatabase & { prepare(sql: string): unknown });
  const run = (query: Knex.QueryBuilder) => {
    const { sql, bindings } = query.toSQL().toNative();
    return db.prepare(sql).all(bindings.map(sqliteBinding));
  };
  return {
    rows: async <T>(query: Knex.QueryBuilder) => run(query) as T[],
    first: async <T>(query: Knex.QueryBuilder) => run(query.first())[0] as T | undefined,
  };
}
