import type { Core } from '@strapi/strapi';
import { createTableOnce } from '../create-table-once';

export const SAVED_PROPERTY_LISTINGS_TABLE = 'saved_property_listings';

/**
 * The listings each user saved ('saved properties'), by the listing's finn code: one row per user and listing. A
 * deleted listing takes its rows with it (deletePropertyListing); a deleted user's rows are only never read again.
 */
export async function ensureSavedPropertyListingsTable(strapi: Core.Strapi): Promise<void> {
  await createTableOnce(strapi.db.connection, SAVED_PROPERTY_LISTINGS_TABLE, (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable();
    t.string('finn_code', 20).notNullable();
    t.timestamp('saved_at', { useTz: true }).notNullable();
    t.unique(['user_id', 'finn_code'], { indexName: 'saved_property_listings_user_finn_uq' });
    t.index(['finn_code'], 'saved_property_listings_finn_idx');
  });
}
