import type { Knex } from 'knex';

/** Values as SQLite and PostgreSQL hand them back through knex, in the API's shape, and as they take them. */

export const isPostgres = (knex: Knex) => knex.client.config.client === 'postgres' || knex.client.config.client === 'pg';

/** A moment as a query parameter: SQLite keeps Strapi's datetimes as epoch milliseconds, PostgreSQL as timestamps. */
export const dbMoment = (knex: Knex, date: Date): Date | number => (isPostgres(knex) ? date : date.getTime());

/** A stored moment as ISO text (null for none): epoch milliseconds on SQLite, a Date on PostgreSQL. */
export function toIsoDate(value: Date | string | number): string;
export function toIsoDate(value: unknown): string | null;
export function toIsoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // Strapi stores SQLite timestamps as epoch milliseconds.
  if (typeof value === 'number') return new Date(value).toISOString();
  const text = String(value);
  if (/^\d+$/.test(text)) return new Date(Number(text)).toISOString();
  return new Date(/^\d{4}-\d{2}-\d{2} \d/.test(text) ? `${text.replace(' ', 'T')}Z` : text).toISOString();
}

/** A JSON list column: an array on PostgreSQL, JSON text on SQLite. */
export function toList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value !== '') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return [];
}

/** A JSON object column (an object on PostgreSQL, JSON text on SQLite); null when empty or not an object. */
export function toObject<T extends object = Record<string, unknown>>(value: unknown): T | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as T) : null;
}

/** Numbers that PostgreSQL returns as text (COUNT, SUM, AVG). */
export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** Strapi's own timestamp attributes under the snake-case names the API gives every field. */
const TIMESTAMP_ATTRIBUTES: Record<string, string> = {
  created_at: 'createdAt',
  updated_at: 'updatedAt',
};

/** The query-engine attribute behind an API field name (only the timestamps differ). */
export const attributeOf = (field: string): string => TIMESTAMP_ATTRIBUTES[field] ?? field;

/** A query-engine record with its timestamps named and written as the API answers them (ISO strings). */
export function withApiTimestamps<T>({ createdAt, updatedAt, ...row }: Record<string, unknown>): T {
  const answer: Record<string, unknown> = row;
  if (createdAt !== undefined) answer.created_at = toIsoDate(createdAt);
  if (updatedAt !== undefined) answer.updated_at = toIsoDate(updatedAt);
  return answer as T;
}
