import type { Knex } from 'knex';
import type { FuelType, Transmission, VehicleBodyType } from '@platform/shared';
import { bumpDataVersion } from './data-versions';
import { VEHICLE_LISTINGS_DATA, VEHICLE_LISTINGS_TABLE } from './vehicle-listings-table';

/** One listing as it is stored (the table's columns but the id and created_at, which the insert sets). */
export interface VehicleListingRow {
  brand: string;
  model: string;
  year: number;
  mileage: number;
  /** A region tree value ('vestland,bergen'). */
  location: string;
  /** 'Bergen, Vestland'. */
  location_label: string;
  /** The county's name as the region tree labels it ('Vestland'). */
  county: string;
  fuel_type: FuelType;
  transmission: Transmission;
  body_type: VehicleBodyType;
  price: number | null;
  listed_at: Date;
}

/** Rows per INSERT: 13 columns each stays far under the databases' limits of bound values. */
const INSERT_CHUNK = 500;

/**
 * Every write to the vehicle listings goes through these: each runs in one transaction (all rows or none) that also
 * raises the data version, so every app process's caches see the change at their next read.
 */
export async function insertVehicleListings(knex: Knex, rows: readonly VehicleListingRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const now = new Date();
  await knex.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx(VEHICLE_LISTINGS_TABLE).insert(rows.slice(i, i + INSERT_CHUNK).map((row) => ({ ...row, created_at: now })));
    }
    await bumpDataVersion(trx, VEHICLE_LISTINGS_DATA);
  });
  return rows.length;
}

export async function clearVehicleListings(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx(VEHICLE_LISTINGS_TABLE).delete();
    await bumpDataVersion(trx, VEHICLE_LISTINGS_DATA);
  });
}
