import { IDEA_STRING_LIST_FIELDS, IDEA_WRITABLE_FIELDS, type Idea } from '@platform/shared';
import type { Knex } from 'knex';
import { attributeOf, toIsoDate, toList } from '../../db-values';

export const IDEA_UID = 'api::idea.idea';
export const IDEAS_TABLE = 'ideas';

/** The fields an idea is answered with: everything a client sees, nothing internal (search text, document ids). */
export const IDEA_FIELDS = ['id', ...IDEA_WRITABLE_FIELDS, 'comment_count', 'evaluation_count', 'created_at', 'updated_at'];

const JSON_COLUMNS = [...IDEA_STRING_LIST_FIELDS, 'synergy_with_ideas'];

/**
 * knex select aliases { field: column }: Strapi derives column names from attribute names with its own
 * snake-casing (elevator_pitch_30s is stored as elevator_pitch_30_s), so the names come from its metadata.
 */
export function ideaSelect(
  metadata: { attributes: Record<string, { columnName?: string }> },
  fields: readonly string[] = IDEA_FIELDS,
): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [field, metadata.attributes[attributeOf(field)]?.columnName ?? field]),
  );
}

/**
 * A row selected with ideaSelect(fields) (SQLite or PostgreSQL), made into the API's shape in place: it already holds
 * exactly those fields, in order, so only the list and date columns change (a copy per row cost a tenth of a page).
 */
export function toApiIdea(row: Record<string, unknown>): Idea {
  for (const column of JSON_COLUMNS) if (column in row) row[column] = toList(row[column]);
  if ('created_at' in row) row.created_at = toIsoDate(row.created_at);
  if ('updated_at' in row) row.updated_at = toIsoDate(row.updated_at);
  return row as unknown as Idea;
}

/** Whether the idea exists; inside a transaction pass its knex (SQLite has one connection). */
export async function ideaExists(db: Knex, id: number): Promise<boolean> {
  return Boolean(await db(IDEAS_TABLE).select('id').where({ id }).first());
}

/**
 * Sets an idea's derived counter (comment_count, evaluation_count) to the true number of its rows in `table`, inside
 * the write's transaction. Raw knex on purpose: a counter is not an edit of the idea, so no lifecycle and no new
 * updatedAt.
 */
export async function recountIdeaChildren(trx: Knex, ideaId: number, table: string, counter: 'comment_count' | 'evaluation_count'): Promise<void> {
  const counted = await trx(table).count({ n: '*' }).where({ idea_id: ideaId }).first();
  await trx(IDEAS_TABLE).where({ id: ideaId }).update({ [counter]: Number(counted?.n ?? 0) });
}
