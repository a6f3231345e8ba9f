import path from 'node:path';
import { knex as createKnex, type Knex } from 'knex';
import { findRegion, regionLabelPath, type FuelType, type Transmission, type VehicleBodyType } from '@platform/shared';
import { clearVehicleListings, insertVehicleListings, type VehicleListingRow } from '../src/listings/vehicle-listings-writes';
import { server } from './api-client';

const DAY_MS = 86_400_000;

/** A connection of the test's own to the run's database, for what no API writes (the stored listings). */
export async function withDatabase<T>(work: (knex: Knex) => Promise<T>): Promise<T> {
  const knex =
    server.client === 'postgres'
      ? createKnex({ client: 'pg', connection: server.databaseUrl })
      : createKnex({ client: 'better-sqlite3', connection: { filename: path.join(__dirname, '..', server.databaseFile) }, useNullAsDefault: true });
  try {
    return await work(knex);
  } finally {
    await knex.destroy();
  }
}

type Listed = [
  brand: string,
  model: string,
  year: number,
  mileage: number,
  location: string,
  fuel: FuelType,
  transmission: Transmission,
  body: VehicleBodyType,
  price: number | null,
  daysAgo: number,
];

/** 'Fana, Bergen, Vestland', as the seed labels places (Oslo's name once). */
function label(location: string): string {
  const names = regionLabelPath(location).reverse();
  return names.filter((name, i) => name !== names[i - 1]).join(', ');
}

/**
 * Fifteen listings made by hand: the figures the tests expect are worked out from this table. Each is named by brand,
 * model and year, which no two share.
 */
export const VEHICLE_FIXTURE: readonly Listed[] = [
  ['Tesla', 'Model Y', 2022, 45_000, 'oslo,oslo,frogner', 'Elektrisk', 'Automat', 'SUV', 389_000, 3],
  ['Tesla', 'Model 3', 2019, 98_000, 'vestland,bergen,fana', 'Elektrisk', 'Automat', 'Sedan', null, 20],
  ['Toyota', 'Corolla', 2018, 110_000, 'rogaland,sandnes', 'Hybrid', 'Automat', 'Stasjonsvogn', 179_000, 2],
  ['Dacia', 'Sandero', 2015, 140_000, 'vestland,bergen,årstad', 'Bensin', 'Manuell', 'Kombi 5-dørs', 59_000, 40],
  ['Volvo', 'XC60', 2020, 75_000, 'vestland,bergen,åsane', 'Ladbar hybrid', 'Automat', 'SUV', 429_000, 10],
  ['Volvo', 'V70', 2012, 210_000, 'innlandet,hamar', 'Diesel', 'Manuell', 'Stasjonsvogn', 69_000, 100],
  ['Volvo', 'EX30', 2024, 12_000, 'oslo,oslo,grünerløkka', 'Elektrisk', 'Automat', 'SUV', 329_000, 1],
  ['Kia', 'EV6', 2022, 52_000, 'agder,evje og hornnes', 'Elektrisk', 'Automat', 'SUV', 359_000, 60],
  ['Kia', 'EV9', 2024, 18_000, 'oslo,oslo,sagene', 'Elektrisk', 'Automat', 'SUV', 749_000, 5],
  ['Volkswagen', 'ID.3', 2021, 61_000, 'troms,tromsø', 'Elektrisk', 'Automat', 'Kombi 5-dørs', 219_000, 15],
  ['Volkswagen', 'Golf', 2016, 132_000, 'vestland,voss', 'Diesel', 'Manuell', 'Kombi 5-dørs', null, 200],
  ['Citroën', 'ë-C4', 2023, 21_000, 'østfold,fredrikstad', 'Elektrisk', 'Automat', 'Kombi 5-dørs', 259_000, 8],
  ['Toyota', 'bZ4X', 2023, 30_000, 'akershus,bærum', 'Elektrisk', 'Automat', 'SUV', 339_000, 25],
  ['BMW', '3-serie', 2011, 240_000, 'trøndelag,trondheim,heimdal', 'Diesel', 'Automat', 'Stasjonsvogn', 79_000, 300],
  ['Audi', 'Q4 e-tron', 2022, 40_000, 'oslo,oslo,frogner', 'Elektrisk', 'Automat', 'SUV', 449_000, 12],
];

/** The listings as stored, published `daysAgo` days (and an hour) before `now`. */
export function vehicleRows(listed: readonly Listed[], now: Date): VehicleListingRow[] {
  return listed.map(([brand, model, year, mileage, location, fuel_type, transmission, body_type, price, daysAgo]) => {
    if (!findRegion(location)) throw new Error(`Not a place of the region tree: ${location}`);
    return {
      brand,
      model,
      year,
      mileage,
      location,
      location_label: label(location),
      county: regionLabelPath(location)[0],
      fuel_type,
      transmission,
      body_type,
      price,
      listed_at: new Date(now.getTime() - daysAgo * DAY_MS - 3_600_000),
    };
  });
}

/** The table holds exactly these listings. */
export async function storeVehicleListings(listed: readonly Listed[], now: Date): Promise<void> {
  await withDatabase(async (knex) => {
    await clearVehicleListings(knex);
    await insertVehicleListings(knex, vehicleRows(listed, now));
  });
}
