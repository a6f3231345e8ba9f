import { randomUUID } from 'node:crypto';
import { IMPORT_STAGING_HOURS, importItemsFromRecords, type ImportItem } from '@platform/shared';
import type { Knex } from 'knex';

/**
 * Imports sent in parts wait here until they are applied or abandoned: one row per import, one per part with its
 * items already numbered and normalised. Plain tables of the platform's own (Strapi leaves tables it did not create
 * alone), so that a part is one insert and applying reads them back one at a time.
 */
const IMPORTS = 'idea_imports';
const PARTS = 'idea_import_parts';

export async function ensureImportStaging(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable(IMPORTS))) {
    await knex.schema.createTable(IMPORTS, (table) => {
      table.string('id', 36).primary();
      table.integer('user_id').notNullable();
      table.integer('parts').notNullable().defaultTo(0);
      table.integer('items').notNullable().defaultTo(0);
      table.timestamp('created_at').notNullable();
    });
  }
  if (!(await knex.schema.hasTable(PARTS))) {
    await knex.schema.createTable(PARTS, (table) => {
      table.string('import_id', 36).notNullable().references('id').inTable(IMPORTS).onDelete('CASCADE');
      table.integer('part').notNullable();
      table.text('items', 'longtext').notNullable();
      table.primary(['import_id', 'part']);
    });
  }
}

export interface StagedImport {
  id: string;
  parts: number;
  items: number;
}

const expiredBefore = (now: Date) => new Date(now.getTime() - IMPORT_STAGING_HOURS * 3600_000);

/** Starts an import for the user, dropping every staged import that has expired. */
export async function createImport(knex: Knex, userId: number, now = new Date()): Promise<StagedImport> {
  const expired = knex(IMPORTS).select('id').where('created_at', '<', expiredBefore(now));
  await knex(PARTS).whereIn('import_id', expired).delete();
  await knex(IMPORTS).where('created_at', '<', expiredBefore(now)).delete();
  const staged = { id: randomUUID(), parts: 0, items: 0 };
  await knex(IMPORTS).insert({ ...staged, user_id: userId, created_at: now });
  return staged;
}

/** The user's import, if it exists and has not expired; another user's import is as unknown as a missing one. */
export async function findImport(knex: Knex, id: string, userId: number, now = new Date()): Promise<StagedImport | null> {
  const row = await knex(IMPORTS)
    .select('id', 'parts', 'items')
    .where({ id, user_id: userId })
    .andWhere('created_at', '>=', expiredBefore(now))
    .first();
  return row ? { id: row.id, parts: Number(row.parts), items: Number(row.items) } : null;
}

/**
 * Stores part `staged.parts` (the next one): its importable records become items numbered on from the parts before.
 * The count check in the update makes two concurrent sends of one part store it once.
 */
export async function addPart(knex: Knex, staged: StagedImport, records: unknown[]): Promise<StagedImport | null> {
  const items = importItemsFromRecords(records, staged.items);
  return knex.transaction(async (trx) => {
    const moved = await trx(IMPORTS)
      .where({ id: staged.id, parts: staged.parts })
      .update({ parts: staged.parts + 1, items: staged.items + items.length });
    if (moved !== 1) return null;
    await trx(PARTS).insert({ import_id: staged.id, part: staged.parts, items: JSON.stringify(items) });
    return { id: staged.id, parts: staged.parts + 1, items: staged.items + items.length };
  });
}

/** The parts' items in order, one part in memory at a time. */
export async function* stagedItems(knex: Knex, staged: StagedImport): AsyncGenerator<ImportItem[]> {
  for (let part = 0; part < staged.parts; part += 1) {
    const row = await knex(PARTS).select('items').where({ import_id: staged.id, part }).first();
    yield row ? (JSON.parse(String(row.items)) as ImportItem[]) : [];
  }
}

export async function dropImport(knex: Knex, id: string): Promise<void> {
  await knex(PARTS).where({ import_id: id }).delete();
  await knex(IMPORTS).where({ id }).delete();
}
