import {
  FUEL_TYPES,
  MILEAGE_BUCKET_KM,
  VEHICLE_NEW_LISTING_DAYS,
  VEHICLE_OTHER_BRANDS,
  VEHICLE_TOP_BRANDS,
  VEHICLE_WEEKS_SHOWN,
  type VehicleOverview,
  type VehicleStatistics,
} from '@platform/shared';
import { toNumber } from '../db-values';
import { VEHICLE_LISTINGS_TABLE } from './vehicle-listings-table';
import type { VehicleStore } from './vehicle-search';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** 1970-01-01 was a Thursday: three days on from a Monday. */
const EPOCH_AFTER_MONDAY_DAYS = 3;

const wholeOrNull = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));

/**
 * The ISO week (Monday-based, UTC) of listed_at as a whole number of weeks since the Monday before the epoch, in
 * each dialect: SQLite stores the time as epoch milliseconds, PostgreSQL as a timestamp.
 */
const weekNumberSql = (client: VehicleStore['client']) =>
  client === 'postgres'
    ? `((floor(extract(epoch from listed_at) / 86400))::bigint + ${EPOCH_AFTER_MONDAY_DAYS}) / 7`
    : `(CAST(listed_at AS INTEGER) / ${DAY_MS} + ${EPOCH_AFTER_MONDAY_DAYS}) / 7`;

/** The Monday starting a week number as weekNumberSql counts them. */
const mondayOf = (week: number) => new Date((week * 7 - EPOCH_AFTER_MONDAY_DAYS) * DAY_MS);
const weekOf = (time: Date) => Math.floor((Math.floor(time.getTime() / DAY_MS) + EPOCH_AFTER_MONDAY_DAYS) / 7);

/** Where the overview's "last 30 days" start: at a whole minute, so that a minute's calls share a query and an answer. */
export const overviewSince = (now: Date) => new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS - VEHICLE_NEW_LISTING_DAYS * DAY_MS);
/** The first of the weeks the statistics show, as weekNumberSql counts them. */
export const firstWeekShown = (now: Date) => weekOf(now) - (VEHICLE_WEEKS_SHOWN - 1);

/** The four cards of the overview, in one pass over the table. */
export async function vehicleOverview(store: VehicleStore, now: Date = new Date()): Promise<VehicleOverview> {
  const since = overviewSince(now);
  const row = await store.reader.first<Record<string, unknown>>(`vehicle-overview ${since.getTime()}`, () =>
    store
      .knex(VEHICLE_LISTINGS_TABLE)
      .select(
        store.knex.raw('count(*) as total'),
        store.knex.raw('avg(price) as average_price'),
        store.knex.raw('avg(mileage) as average_mileage'),
        store.knex.raw('count(case when listed_at >= ? then 1 end) as new_listings', [since]),
      ),
  );
  return {
    totalListings: toNumber(row?.total),
    averagePrice: wholeOrNull(row?.average_price),
    newLast30Days: toNumber(row?.new_listings),
    averageMileage: wholeOrNull(row?.average_mileage),
    computedAt: now.toISOString(),
  };
}

type GroupRow = Record<string, unknown>;

/** The charts of the statistics tab: each a GROUP BY in the database; only the few groups come back. */
export async function vehicleStatistics(store: VehicleStore, now: Date = new Date()): Promise<VehicleStatistics> {
  const { knex, reader, client } = store;
  const table = () => knex(VEHICLE_LISTINGS_TABLE);
  const firstWeek = firstWeekShown(now);
  const from = mondayOf(firstWeek);
  const week = weekNumberSql(client);
  // Each chart's groups are independent reads; PostgreSQL runs them side by side, SQLite's reader one after another.
  const [byYear, byMileage, byBrand, byFuel, byWeek] = await Promise.all([
    reader.rows<GroupRow>('vehicle-stats-year', () =>
      table()
        .select('year', knex.raw('avg(price) as average_price'), knex.raw('count(*) as count'))
        .whereNotNull('price')
        .groupBy('year')
        .orderBy('year'),
    ),
    reader.rows<GroupRow>('vehicle-stats-mileage', () =>
      table()
        .select(
          knex.raw(`(mileage / ${MILEAGE_BUCKET_KM}) * ${MILEAGE_BUCKET_KM} as mileage_from`),
          knex.raw('avg(price) as average_price'),
          knex.raw('count(*) as count'),
        )
        .whereNotNull('price')
        .groupByRaw('1')
        .orderByRaw('1'),
    ),
    reader.rows<GroupRow>('vehicle-stats-brand', () => table().select('brand', knex.raw('count(*) as count')).groupBy('brand')),
    reader.rows<GroupRow>('vehicle-stats-fuel', () => table().select('fuel_type', knex.raw('count(*) as count')).groupBy('fuel_type')),
    reader.rows<GroupRow>(`vehicle-stats-week ${from.getTime()}`, () =>
      table()
        .select(knex.raw(`${week} as week`), knex.raw('count(*) as count'))
        .where('listed_at', '>=', from)
        .groupByRaw('1'),
    ),
  ]);

  const brands = byBrand
    .map((row) => ({ brand: String(row.brand), count: toNumber(row.count) }))
    .sort((a, b) => b.count - a.count || a.brand.localeCompare(b.brand, 'nb'));
  const rest = brands.slice(VEHICLE_TOP_BRANDS).reduce((sum, row) => sum + row.count, 0);
  const fuelOrder = (fuel: string) => (FUEL_TYPES as readonly string[]).indexOf(fuel);
  const perWeek = new Map(byWeek.map((row) => [toNumber(row.week), toNumber(row.count)]));

  return {
    priceByYear: byYear.map((row) => ({ year: toNumber(row.year), averagePrice: Math.round(Number(row.average_price)), count: toNumber(row.count) })),
    mileageVsPrice: byMileage.map((row) => ({
      mileageFrom: toNumber(row.mileage_from),
      averagePrice: Math.round(Number(row.average_price)),
      count: toNumber(row.count),
    })),
    perBrand: [...brands.slice(0, VEHICLE_TOP_BRANDS), ...(rest > 0 ? [{ brand: VEHICLE_OTHER_BRANDS, count: rest }] : [])],
    perFuel: byFuel
      .map((row) => ({ fuel: String(row.fuel_type), count: toNumber(row.count) }))
      .sort((a, b) => b.count - a.count || fuelOrder(a.fuel) - fuelOrder(b.fuel)),
    newPerWeek: Array.from({ length: VEHICLE_WEEKS_SHOWN }, (_, i) => ({
      week: mondayOf(firstWeek + i)
        .toISOString()
        .slice(0, 10),
      count: perWeek.get(firstWeek + i) ?? 0,
    })),
    computedAt: now.toISOString(),
  };
}
