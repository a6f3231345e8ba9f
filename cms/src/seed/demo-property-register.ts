import type { Core } from '@strapi/strapi';
import { PROPERTY_REGISTER_TABLE, insertRegisterEntries, type PropertyRegisterRow } from '../listings/property-register-table';
import { DEMO_PROPERTY_LISTING_COUNT, demoPropertyListingRows } from './demo-property-listings';

/**
 * The address register sample for the demo (sample data, not the official register): the addresses of the first
 * seeded sample listings with their year built and areas, so that looking up a sample listing's address finds it.
 * Deterministic: the same listings give the same entries.
 */
export const DEMO_PROPERTY_REGISTER_COUNT = 300;

/** `count` distinct addresses (address and postal code) of the sample listings, in the listings' order. */
export function demoPropertyRegisterRows(count: number = DEMO_PROPERTY_REGISTER_COUNT): PropertyRegisterRow[] {
  const rows = new Map<string, PropertyRegisterRow>();
  for (const listing of demoPropertyListingRows(DEMO_PROPERTY_LISTING_COUNT)) {
    if (rows.size >= count) break;
    const key = `${listing.address.toLowerCase()}|${listing.postal_code}`;
    if (rows.has(key)) continue;
    rows.set(key, {
      address: listing.address,
      postal_code: listing.postal_code,
      city: listing.city,
      year_built: listing.built,
      living_area: listing.living_area,
      plot_area: listing.plot_area,
    });
  }
  return [...rows.values()];
}

/** The register sample, only into an empty table; SEED_PROPERTY_REGISTER sets how many addresses (0: none). */
export async function ensureDemoPropertyRegister(strapi: Core.Strapi): Promise<void> {
  const wanted = Number(process.env.SEED_PROPERTY_REGISTER ?? DEMO_PROPERTY_REGISTER_COUNT);
  if (!(wanted > 0)) return;
  const knex = strapi.db.connection;
  if (await knex(PROPERTY_REGISTER_TABLE).first('id')) return;
  await insertRegisterEntries(knex, demoPropertyRegisterRows(wanted));
}
