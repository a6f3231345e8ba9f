import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { LruMap } from './lru-map';
import { cacheStatements } from './sqlite-statement-cache';

/**
 * The reads every admin call makes (the signed-in user, the ideas list and its count, the summary cards) on SQLite run
 * on a read-only connection of their own, synchronously, instead of queueing through knex's pool for the one
 * connection that also carries every write. WAL lets it read while a write is under way, and it sees what has been
 * committed, never a transaction's uncommitted rows. The queries are still built with knex, so the SQL is the same
 * as on PostgreSQL, where they simply run through knex.
 *
 * Each query comes with a key that determines it, values included: compiling a knex query costs more than running a
 * small indexed one, so the SQL and bindings of a key are compiled once and kept (the most recently used ones).
 */
export interface ReadConnection {
  rows<T = Record<string, unknown>>(key: string, build: () => Knex.QueryBuilder): Promise<T[]>;
  first<T = Record<string, unknown>>(key: string, build: () => Knex.QueryBuilder): Promise<T | undefined>;
}

interface SqliteStatement {
  all(bindings: unknown[]): unknown[][];
  raw(on: boolean): SqliteStatement;
  columns(): { name: string }[];
}
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  pragma(source: string): unknown;
}
type RowOf = (values: unknown[]) => Record<string, unknown>;
// better-sqlite3 ships no types; the driver knex itself uses on SQLite.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Database = require('better-sqlite3') as new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => SqliteDatabase;

/** knex's own conversion of SQLite bindings (better-sqlite3 takes neither dates nor booleans). */
const sqliteBinding = (value: unknown) => (value instanceof Date ? value.valueOf() : typeof value === 'boolean' ? Number(value) : value);

const READ_MMAP_BYTES = 256 * 1024 * 1024;
const READ_CACHE_KIB = 64 * 1024;
const COMPILED_QUERIES_KEPT = 1_000;

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
      rows: async <T>(_key: string, build: () => Knex.QueryBuilder) => (await build()) as T[],
      first: async <T>(_key: string, build: () => Knex.QueryBuilder) => (await build().first()) as T | undefined,
    };
  }
  const filename = (strapi.db.connection.client as { config: { connection: { filename: string } } }).config.connection.filename;
  const db = new Database(path.resolve(strapi.dirs.app.root, filename), { readonly: true, fileMustExist: true });
  // Pages read through a memory map instead of a system call each, and a page cache that holds a large platform.
  db.pragma(`mmap_size = ${READ_MMAP_BYTES}`);
  db.pragma(`cache_size = -${READ_CACHE_KIB}`);
  cacheStatements(db as SqliteDatabase & { prepare(sql: string): unknown });
  const compiled = new LruMap<string, { sql: string; bindings: unknown[] }>(COMPILED_QUERIES_KEPT);
  const rowMakers = new WeakMap<SqliteStatement, RowOf>();
  const run = (key: string, build: () => Knex.QueryBuilder) => {
    const { sql, bindings } = compiled.getOrSet(key, () => {
      const native = build().toSQL().toNative();
      return { sql: native.sql, bindings: native.bindings.map(sqliteBinding) };
    });
    const statement = db.prepare(sql);
    let rowOf = rowMakers.get(statement);
    if (!rowOf) {
      rowOf = rowMaker(statement.columns().map((column) => column.name));
      rowMakers.set(statement.raw(true), rowOf);
    }
    return statement.all(bindings).map(rowOf);
  };
  return {
    rows: async <T>(key: string, build: () => Knex.QueryBuilder) => run(`rows ${key}`, build) as T[],
    first: async <T>(key: string, build: () => Knex.QueryBuilder) => run(`first ${key}`, () => build().first())[0] as T | undefined,
  };
}

/**
 * Rows are read as arrays and made into objects by a function written for the statement's columns: better-sqlite3
 * sets each property of a row object through the engine's slow path, which doubled the ideas page's read time.
 * The column names are the statement's own (our SQL), quoted as JSON string literals.
 */
function rowMaker(columns: string[]): RowOf {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function('values', `return { ${columns.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ')} };`) as RowOf;
}
