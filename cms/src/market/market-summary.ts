import type { Knex } from 'knex';
import { MARKET_TABLE_LIMITS, changePercent, propertyTypeLabel, type AccessLocale, type MarketData, type MarketSummary } from '@platform/shared';
import { PROPERTY_LISTINGS_TABLE } from '../listings/property-listings-table';
import { VEHICLE_LISTINGS_TABLE } from '../listings/vehicle-listings-table';

const DAY_MS = 86_400_000;

/** The moments a summary compares: the period is (from, to], the previous one (previousFrom, from]. */
interface Period {
  to: Date;
  from: Date;
  previousFrom: Date;
}

/** One stored set of listings as the summary reads it: its table, which rows count, and which are on the market. */
interface ListingSource {
  table: string;
  /** SQL that keeps the rows the summary is about (bindings by name). */
  scope: string;
  /** SQL true for a row on the market at :to. */
  onMarket: string;
}

const PROPERTY_SALES: ListingSource = {
  table: PROPERTY_LISTINGS_TABLE,
  // A listing its seller took down is off the market for the summary too.
  scope: "listing_type = 'sale' AND status = 'published'",
  onMarket: 'listed_at <= :to AND (sold_at IS NULL OR sold_at > :to)',
};

const VEHICLES: ListingSource = {
  table: VEHICLE_LISTINGS_TABLE,
  scope: '1 = 1',
  onMarket: 'listed_at <= :to',
};

const IN_PERIOD = 'listed_at > :from AND listed_at <= :to';
const IN_PREVIOUS = 'listed_at > :previousFrom AND listed_at <= :from';

type Row = Record<string, unknown>;

/** COUNT and SUM come back as text from PostgreSQL, AVG as text or a float. */
const count = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const kroner = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));

async function rows(knex: Knex, sql: string, period: Period): Promise<Row[]> {
  const result = await knex.raw(sql, { ...period });
  // PostgreSQL answers a result object, SQLite the rows themselves.
  return (Array.isArray(result) ? result : result.rows) as Row[];
}

/** The summary's figures of one source in two queries: the counts and prices, and the median. */
async function summaryOf(knex: Knex, source: ListingSource, period: Period): Promise<MarketSummary> {
  const [figures] = await rows(
    knex,
    `SELECT
       COUNT(CASE WHEN ${source.onMarket} THEN 1 END) AS total,
       COUNT(CASE WHEN ${IN_PERIOD} THEN 1 END) AS new_listings,
       COUNT(CASE WHEN ${IN_PREVIOUS} THEN 1 END) AS previous_listings,
       AVG(CASE WHEN ${IN_PERIOD} THEN price END) AS avg_price,
       MIN(CASE WHEN ${IN_PERIOD} THEN price END) AS min_price,
       MAX(CASE WHEN ${IN_PERIOD} THEN price END) AS max_price,
       AVG(CASE WHEN ${IN_PREVIOUS} THEN price END) AS previous_avg_price
     FROM ${source.table}
     WHERE ${source.scope}`,
    period,
  );
  // The middle one or two prices by their rank; the same SQL on both databases (SQLite has no percentile function).
  const [median] = await rows(
    knex,
    `SELECT AVG(price) AS median_price FROM (
       SELECT price, ROW_NUMBER() OVER (ORDER BY price) AS position, COUNT(*) OVER () AS priced
       FROM ${source.table}
       WHERE ${source.scope} AND ${IN_PERIOD} AND price IS NOT NULL
     ) ranked
     WHERE position IN ((priced + 1) / 2, (priced + 2) / 2)`,
    period,
  );
  const avgPrice = kroner(figures.avg_price);
  const newListings = count(figures.new_listings);
  return {
    total_listings: count(figures.total),
    new_listings: newListings,
    avg_price: avgPrice,
    median_price: kroner(median?.median_price),
    min_price: kroner(figures.min_price),
    max_price: kroner(figures.max_price),
    listings_change_pct: changePercent(newListings, count(figures.previous_listings)),
    price_change_pct: changePercent(avgPrice, kroner(figures.previous_avg_price)),
  };
}

/** Most listings first, then by name in Norwegian order (the same on both databases), at most `limit` rows. */
function leading<T extends { count: number }>(groups: T[], name: (group: T) => string, limit: number): T[] {
  return groups.sort((a, b) => b.count - a.count || name(a).localeCompare(name(b), 'nb')).slice(0, limit);
}

/** Listings on the market grouped by a column: their count and average price (the groups are few; all are read). */
async function groupsOf(knex: Knex, source: ListingSource, column: string, period: Period, extra = ''): Promise<Row[]> {
  return rows(
    knex,
    `SELECT ${column} AS name, COUNT(*) AS count, AVG(price) AS avg_price${extra}
     FROM ${source.table}
     WHERE ${source.scope} AND ${source.onMarket}
     GROUP BY ${column}`,
    period,
  );
}

/** The market page's figures for the `days` up to `now`, from the stored property and vehicle listings. */
export async function computeMarketData(knex: Knex, days: number, locale: AccessLocale, now: Date = new Date()): Promise<MarketData> {
  const period: Period = { to: now, from: new Date(now.getTime() - days * DAY_MS), previousFrom: new Date(now.getTime() - 2 * days * DAY_MS) };
  const [propertySummary, locations, types, autoSummary, brands, categories] = await Promise.all([
    summaryOf(knex, PROPERTY_SALES, period),
    groupsOf(knex, PROPERTY_SALES, 'location_label', period),
    groupsOf(knex, PROPERTY_SALES, 'property_type', period),
    summaryOf(knex, VEHICLES, period),
    groupsOf(knex, VEHICLES, 'brand', period, `, COUNT(CASE WHEN ${IN_PERIOD} THEN 1 END) AS new_listings`),
    groupsOf(knex, VEHICLES, 'body_type', period),
  ]);
  return {
    timestamp: now.toISOString(),
    periodDays: days,
    property: {
      summary: propertySummary,
      topLocations: leading(
        locations.map((row) => ({ location: String(row.name), count: count(row.count), avg_price: kroner(row.avg_price) })),
        (row) => row.location,
        MARKET_TABLE_LIMITS.topLocations,
      ),
      propertyTypes: leading(
        types.map((row) => ({ type: propertyTypeLabel(String(row.name), locale), count: count(row.count), avg_price: kroner(row.avg_price) })),
        (row) => row.type,
        MARKET_TABLE_LIMITS.propertyTypes,
      ),
    },
    auto: {
      summary: autoSummary,
      topBrands: leading(
        brands.map((row) => ({
          brand: String(row.name),
          count: count(row.count),
          new_listings: count(row.new_listings),
          avg_price: kroner(row.avg_price),
        })),
        (row) => row.brand,
        MARKET_TABLE_LIMITS.topBrands,
      ),
      categories: leading(
        categories.map((row) => ({ category: String(row.name), count: count(row.count), avg_price: kroner(row.avg_price) })),
        (row) => row.category,
        MARKET_TABLE_LIMITS.categories,
      ),
    },
  };
}
