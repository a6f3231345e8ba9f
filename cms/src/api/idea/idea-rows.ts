import { IDEA_STRING_LIST_FIELDS, IDEA_WRITABLE_FIELDS, type Idea } from '@platform/shared';

export const IDEA_UID = 'api::idea.idea';
export const IDEAS_TABLE = 'ideas';

/** The fields an idea is answered with: everything a client sees, nothing internal (search text, document ids). */
export const IDEA_FIELDS = ['id', ...IDEA_WRITABLE_FIELDS, 'comment_count', 'evaluation_count', 'created_at', 'updated_at'];

const ATTRIBUTE_OF_FIELD: Record<string, string> = { created_at: 'createdAt', updated_at: 'updatedAt' };

/**
 * knex select aliases { field: column }: Strapi derives column names from attribute names with its own
 * snake-casing (elevator_pitch_30s is stored as elevator_pitch_30_s), so the names come from its metadata.
 */
export function ideaSelect(
  metadata: { attributes: Record<string, { columnName?: string }> },
  fields: readonly string[] = IDEA_FIELDS,
): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [field, metadata.attributes[ATTRIBUTE_OF_FIELD[field] ?? field]?.columnName ?? field]),
  );
}

const JSON_COLUMNS = [...IDEA_STRING_LIST_FIELDS, 'synergy_with_ideas'];

function toIsoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  const text = String(value);
  // SQLite hands back "YYYY-MM-DD HH:MM:SS" (UTC) for timestamps written by knex.
  return new Date(/^\d{4}-\d{2}-\d{2} \d/.test(text) ? `${text.replace(' ', 'T')}Z` : text).toISOString();
}

function toList(value: unknown): unknown[] {
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

/** A database row (SQLite or PostgreSQL) in the API's shape, with the given fields. */
export function toApiIdea(row: Record<string, unknown>, fields: readonly string[] = IDEA_FIELDS): Idea {
  const idea: Record<string, unknown> = {};
  for (const field of fields) idea[field] = row[field] ?? null;
  for (const column of JSON_COLUMNS) if (column in idea) idea[column] = toList(row[column]);
  idea.created_at = toIsoDate(row.created_at);
  idea.updated_at = toIsoDate(row.updated_at);
  return idea as Idea;
}
