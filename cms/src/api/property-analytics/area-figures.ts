import {
  DEMAND_THRESHOLDS,
  INVENTORY_THRESHOLDS,
  PROPERTY_AREAS,
  PROPERTY_SERIES_MONTHS,
  PROPERTY_STAT_TYPES,
  PROPERTY_STAT_WINDOW_DAYS,
  PROPERTY_TYPES,
  inPropertyArea,
  medianOf,
  propertyAreaLabel,
  type AreaDetail,
  type AreaMonth,
  type AreaStatistics,
  type AreaStatisticsList,
  type AreaTypeFigures,
  type DemandLevel,
  type InventoryLevel,
  type PropertyArea,
  type PropertyListingType,
  type PropertyMarketOverview,
  type PropertyType,
} from '@platform/shared';
import { osloMonth, osloMonthsUntil } from './oslo-months';

/** The stored columns the figures read. */
export interface AreaFigureRow {
  city: string;
  postal_code: string;
  property_type: PropertyType;
  listing_type: PropertyListingType;
  status: string;
  /** The asking price of a sale, the monthly rent of a rent listing (kr). */
  price: number | null;
  living_area: number;
  views: number;
  listed_at: Date;
  sold_at: Date | null;
}

export interface AreaFigures {
  list: AreaStatisticsList;
  /** Every area's detail, in the order of PROPERTY_AREAS. */
  details: AreaDetail[];
}

export const DAY_MS = 86_400_000;
const WINDOW_MS = PROPERTY_STAT_WINDOW_DAYS * DAY_MS;
/** The rent window ("the last 12 months") counted as 365 days. */
const RENT_WINDOW_MS = 365 * DAY_MS;
/** The 90 days of the window count as three months of sales. */
const WINDOW_MONTHS = 3;
/** The eight cities: the market overview reads them together, so no listing counts twice. */
export const PROPERTY_CITY_AREAS = PROPERTY_AREAS.filter((area) => !area.postalCodes);

/** Whole days from one moment to another (a listing published today has 0). */
export const wholeDays = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));
/** One decimal, rounded half away from zero (so -2.25 gives -2.3 as 2.25 gives 2.3), never -0. */
export const oneDecimal = (value: number) => (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10 || 0;
const whole = (value: number | null) => (value === null ? null : Math.round(value));

const isHome = (row: AreaFigureRow) => (PROPERTY_STAT_TYPES as readonly string[]).includes(row.property_type);
const sqmPrices = (rows: AreaFigureRow[]) => rows.filter((row) => row.price !== null).map((row) => (row.price as number) / row.living_area);
/** Inside (from, to]: a moment exactly 90 days back belongs to the earlier window. */
const within = (date: Date | null, from: number, to: number) => date !== null && date.getTime() > from && date.getTime() <= to;
/** On the market at `now`: published by then and not sold by then. */
const onMarket = (row: AreaFigureRow, now: Date) => row.listed_at <= now && (row.sold_at === null || row.sold_at > now);

/** The figures of one set of sale and rent listings (already one area's, published); demand is set across areas. */
function statisticsOf(rows: AreaFigureRow[], now: Date): Omit<AreaStatistics, 'id' | 'name' | 'label' | 'city' | 'parentId'> {
  const t = now.getTime();
  const homes = rows.filter(isHome);
  const sales = homes.filter((row) => row.listing_type === 'sale');
  const rents = homes.filter((row) => row.listing_type === 'rent');

  const pricePerSqm = whole(medianOf(sqmPrices(sales.filter((row) => within(row.listed_at, t - WINDOW_MS, t)))));
  const earlierPrice = whole(medianOf(sqmPrices(sales.filter((row) => within(row.listed_at, t - 2 * WINDOW_MS, t - WINDOW_MS)))));
  const trendPct = pricePerSqm !== null && earlierPrice !== null ? oneDecimal(((pricePerSqm - earlierPrice) / earlierPrice) * 100) : null;

  const market = sales.filter((row) => onMarket(row, now));
  const sold = sales.filter((row) => within(row.sold_at, t - WINDOW_MS, t));
  const daysOnMarket = whole(medianOf(sold.map((row) => wholeDays(row.listed_at, row.sold_at as Date))));
  const monthsOfSupply = sold.length > 0 ? oneDecimal(market.length / (sold.length / WINDOW_MONTHS)) : null;

  // A listing published today has been on the market for its first day.
  const viewsPerDay =
    market.length > 0
      ? oneDecimal(market.reduce((sum, row) => sum + row.views / Math.max(1, wholeDays(row.listed_at, now)), 0) / market.length)
      : null;

  const rentPerSqm = whole(medianOf(sqmPrices(rents.filter((row) => within(row.listed_at, t - RENT_WINDOW_MS, t)))));
  const grossYieldPct = rentPerSqm !== null && pricePerSqm !== null ? oneDecimal(((rentPerSqm * 12) / pricePerSqm) * 100) : null;

  return {
    pricePerSqm,
    trendPct,
    listings: market.length,
    daysOnMarket,
    sold90d: sold.length,
    monthsOfSupply,
    inventoryLevel: inventoryLevelOf(monthsOfSupply),
    viewsPerDay,
    buyerDemand: null,
    rentPerSqm,
    grossYieldPct,
  };
}

/** From the months of supply as shown (one decimal), so the level agrees with the figure beside it. */
export function inventoryLevelOf(monthsOfSupply: number | null): InventoryLevel | null {
  if (monthsOfSupply === null) return null;
  if (monthsOfSupply < INVENTORY_THRESHOLDS.low) return 'low';
  return monthsOfSupply > INVENTORY_THRESHOLDS.high ? 'high' : 'balanced';
}

/** Views per day (as shown) against the median of every area that has one; without a median there is no level. */
export function buyerDemandOf(viewsPerDay: number | null, median: number | null): DemandLevel | null {
  if (viewsPerDay === null || median === null) return null;
  if (viewsPerDay > median * DEMAND_THRESHOLDS.high) return 'high';
  return viewsPerDay < median * DEMAND_THRESHOLDS.low ? 'low' : 'medium';
}

/** The last 12 months in Oslo: homes for sale published each month, and homes sold each month. */
function seriesOf(rows: AreaFigureRow[], now: Date): AreaMonth[] {
  const months = new Map(
    osloMonthsUntil(now, PROPERTY_SERIES_MONTHS).map((month) => [month, { published: [] as AreaFigureRow[], days: [] as number[] }]),
  );
  for (const row of rows) {
    if (row.listing_type !== 'sale' || !isHome(row)) continue;
    if (row.listed_at <= now) months.get(osloMonth(row.listed_at))?.published.push(row);
    if (row.sold_at !== null && row.sold_at <= now) months.get(osloMonth(row.sold_at))?.days.push(wholeDays(row.listed_at, row.sold_at));
  }
  return [...months].map(([month, { published, days }]) => ({
    month,
    pricePerSqm: whole(medianOf(sqmPrices(published))),
    newListings: published.length,
    sold: days.length,
    daysOnMarket: whole(medianOf(days)),
  }));
}

/** The sale listings on the market now by type, every type (homes or not), in the order of PROPERTY_TYPES. */
function typesOf(rows: AreaFigureRow[], now: Date): AreaTypeFigures[] {
  const market = rows.filter((row) => row.listing_type === 'sale' && onMarket(row, now));
  return PROPERTY_TYPES.map((type) => {
    const ofType = market.filter((row) => row.property_type === type);
    return { type, listings: ofType.length, pricePerSqm: whole(medianOf(sqmPrices(ofType))) };
  });
}

const parentOf = (area: PropertyArea) => (area.postalCodes ? (PROPERTY_CITY_AREAS.find((city) => city.city === area.city)?.id ?? null) : null);

/**
 * Every area's figures, series and types and the market overview, from the stored listings at `now`. Only published
 * listings count; the figures read homes (PROPERTY_STAT_TYPES), the type table every type.
 */
export function areaFigures(allRows: readonly AreaFigureRow[], now: Date): AreaFigures {
  const rows = allRows.filter((row) => row.status === 'published');
  const details: AreaDetail[] = PROPERTY_AREAS.map((area) => {
    const inArea = rows.filter((row) => inPropertyArea(area, row));
    return {
      id: area.id,
      name: area.name,
      label: propertyAreaLabel(area),
      city: area.city,
      parentId: parentOf(area),
      ...statisticsOf(inArea, now),
      series: seriesOf(inArea, now),
      propertyTypes: typesOf(inArea, now),
    };
  });
  const median = medianOf(details.flatMap((detail) => (detail.viewsPerDay === null ? [] : [detail.viewsPerDay])));
  for (const detail of details) detail.buyerDemand = buyerDemandOf(detail.viewsPerDay, median);

  const cities = statisticsOf(
    rows.filter((row) => PROPERTY_CITY_AREAS.some((area) => area.city === row.city)),
    now,
  );
  const overview: PropertyMarketOverview = {
    listings: cities.listings,
    pricePerSqm: cities.pricePerSqm,
    trendPct: cities.trendPct,
    daysOnMarket: cities.daysOnMarket,
    sold90d: cities.sold90d,
  };
  const areas: AreaStatistics[] = details.map(({ series: _series, propertyTypes: _types, ...statistics }) => statistics);
  return { list: { areas, overview, computedAt: now.toISOString() }, details };
}
