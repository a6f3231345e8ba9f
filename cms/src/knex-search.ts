import type { Knex } from 'knex';

/** `q` as a LIKE pattern matching anywhere, its own %, _ and \ taken literally (ESCAPE '\'). */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows where any of the columns contains `q`, case-insensitively, on SQLite and PostgreSQL alike. */
export function whereAnyContains(query: Knex.QueryBuilder, columns: readonly string[], q: string): void {
  query.where((where) => {
    for (const column of columns) where.orWhereRaw(`lower(${column}) like ? escape '\\'`, [likePattern(q)]);
  });
}
