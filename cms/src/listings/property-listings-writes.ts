import type { Knex } from 'knex';
import type { PropertyListingInput } from '@platform/shared';
import { bumpDataVersion } from './data-versions';
import { PROPERTY_LISTINGS_DATA, PROPERTY_LISTINGS_TABLE } from './property-listings-table';

/** Rows per INSERT: 25 columns each stays far under SQLite's limit of bound values. */
const INSERT_CHUNK = 500;

/**
 * Every write to the property listings goes through these: each runs in one transaction (all rows or none) that
 * also raises the data version, so every app process's caches see the change at their next read.
 */
export async function insertPropertyListings(knex: Knex, rows: readonly PropertyListingInput[]): Promise<number> {
  if (rows.length === 0) return 0;
  const now = new Date();
  await knex.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx(PROPERTY_LISTINGS_TABLE).insert(rows.slice(i, i + INSERT_CHUNK).map((row) => ({ ...row, created_at: now, updated_at: now })));
    }
    await bumpDataVersion(trx, PROPERTY_LISTINGS_DATA);
  });
  return rows.length;
}

/** Changes one listing; answers whether it exists. */
export async function updatePropertyListing(knex: Knex, id: number, changes: Partial<PropertyListingInput>): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const updated = await trx(PROPERTY_LISTINGS_TABLE)
      .where({ id })
      .update({ ...changes, updated_at: new Date() });
    if (updated > 0) await bumpDataVersion(trx, PROPERTY_LISTINGS_DATA);
    return updated > 0;
  });
}

export async function clearPropertyListings(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx(PROPERTY_LISTINGS_TABLE).delete();
    await bumpDataVersion(trx, PROPERTY_LISTINGS_DATA);
  });
}
