import type { Knex } from 'knex';
import type { PropertyListingImage, PropertyListingInput, PropertyListingStatus } from '@platform/shared';
import { bumpDataVersion } from './data-versions';
import { PROPERTY_LISTINGS_DATA, PROPERTY_LISTINGS_TABLE } from './property-listings-table';
import { SAVED_PROPERTY_LISTINGS_TABLE } from './saved-property-listings-table';

/** The columns the listings product added: the seller, publishing, the wizard's facts, the images, the chips. */
export interface PropertyListingExtras {
  user_id: number | null;
  status: PropertyListingStatus;
  neighborhood: string | null;
  parking_spaces: number;
  facilities: readonly string[];
  images: readonly PropertyListingImage[];
  has_parking: boolean;
  has_balcony: boolean;
  has_garden: boolean;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
}

/** A listing as written: the stored facts, and any of the product's columns (the table's defaults for the rest). */
export type PropertyListingRecord = PropertyListingInput & Partial<PropertyListingExtras>;

/** The JSON lists as the table stores them (text). */
function stored<T extends Partial<PropertyListingRecord>>(row: T) {
  const { facilities, images, ...rest } = row;
  return {
    ...rest,
    ...(facilities ? { facilities: JSON.stringify(facilities) } : {}),
    ...(images ? { images: JSON.stringify(images) } : {}),
  };
}

/** Rows per INSERT: 25 columns each stays far under SQLite's limit of bound values. */
const INSERT_CHUNK = 500;

/**
 * Every write to the property listings goes through these: each runs in one transaction (all rows or none) that
 * also raises the data version, so every app process's caches see the change at their next read.
 */
export async function insertPropertyListings(knex: Knex, rows: readonly PropertyListingRecord[]): Promise<number> {
  if (rows.length === 0) return 0;
  const now = new Date();
  await knex.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx(PROPERTY_LISTINGS_TABLE).insert(rows.slice(i, i + INSERT_CHUNK).map((row) => ({ ...stored(row), created_at: now, updated_at: now })));
    }
    await bumpDataVersion(trx, PROPERTY_LISTINGS_DATA);
  });
  return rows.length;
}

/** Changes one listing; answers whether it exists. */
export async function updatePropertyListing(knex: Knex, id: number, changes: Partial<PropertyListingRecord>): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const updated = await trx(PROPERTY_LISTINGS_TABLE)
      .where({ id })
      .update({ ...stored(changes), updated_at: new Date() });
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

/** Removes one listing and every user's saved mark of it; answers whether it existed. */
export async function deletePropertyListing(knex: Knex, id: number): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const row = await trx(PROPERTY_LISTINGS_TABLE).where({ id }).first('finn_code');
    if (!row) return false;
    await trx(SAVED_PROPERTY_LISTINGS_TABLE).where({ finn_code: row.finn_code }).delete();
    await trx(PROPERTY_LISTINGS_TABLE).where({ id }).delete();
    await bumpDataVersion(trx, PROPERTY_LISTINGS_DATA);
    return true;
  });
}

/**
 * Counts one view of a listing. The one write that leaves the data version alone: no cached answer reads the views,
 * and raising it on every page view would make every cache of the listings compute anew at each visit.
 */
export async function countPropertyListingView(knex: Knex, id: number): Promise<void> {
  await knex(PROPERTY_LISTINGS_TABLE)
    .where({ id })
    .update({ views: knex.raw('?? + 1', ['views']) });
}

/** Tries at a new listing code before giving up (a 9-digit code colliding twice in a row is next to impossible). */
const FINN_CODE_ATTEMPTS = 5;

/** Whether an insert failed on the unique listing code (and may be tried again with another). */
function finnCodeTaken(error: unknown): boolean {
  const { code, message = '' } = error as { code?: string; message?: string };
  return (code === '23505' || String(code).startsWith('SQLITE_CONSTRAINT')) && /finn_code/.test(message);
}

/**
 * Publishes a user's listing under a new listing code from `newCode` (tried again on a collision), raising the data
 * version in the same transaction; answers the code.
 */
export async function insertUserListing(knex: Knex, row: Omit<PropertyListingRecord, 'finn_code'>, newCode: () => string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const finnCode = newCode();
    try {
      await knex.transaction(async (trx) => {
        const now = new Date();
        await trx(PROPERTY_LISTINGS_TABLE).insert({ ...stored({ ...row, finn_code: finnCode }), created_at: now, updated_at: now });
        await bumpDataVersion(trx, PROPERTY_LISTINGS_DATA);
      });
      return finnCode;
    } catch (error) {
      if (attempt >= FINN_CODE_ATTEMPTS || !finnCodeTaken(error)) throw error;
    }
  }
}
