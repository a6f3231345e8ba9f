/**
 * Vehicle analytics (Kjøretøydata, product 'auto'): the stored vehicle listings, the search call's body and answer,
 * and the overview and statistics figures the area shows. The server computes every figure in the database; the site
 * only draws them.
 */

export const VEHICLE_PRODUCT_ID = 'auto';

export const FUEL_TYPES = ['Bensin', 'Diesel', 'Elektrisk', 'Hybrid', 'Ladbar hybrid', 'Hydrogen'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const TRANSMISSIONS = ['Automat', 'Manuell'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** Body types: the market page's vehicle categories (spec §9: 8 categories). */
export const VEHICLE_BODY_TYPES = ['SUV', 'Stasjonsvogn', 'Kombi 5-dørs', 'Sedan', 'Flerbruksbil', 'Coupé', 'Cabriolet', 'Varebil'] as const;
export type VehicleBodyType = (typeof VEHICLE_BODY_TYPES)[number];

/** One stored vehicle listing as the search answers it. */
export interface VehicleListing {
  id: number;
  brand: string;
  model: string;
  year: number;
  /** Kilometres. */
  mileage: number;
  /** The region tree's value ('vestland,bergen'). */
  location: string;
  /** The place's name for display ('Bergen, Vestland'). */
  locationLabel: string;
  fuel_type: FuelType;
  transmission: Transmission;
  body_type: VehicleBodyType;
  /** Whole NOK; null when the seller gave none ('Pris ikke oppgitt'). */
  price: number | null;
  /** ISO date-time the listing was published. */
  listed_at: string;
}

/** Filters beside the text query; every one optional. */
export interface VehicleSearchFilters {
  /** A car catalogue value: a letter, a brand ('v,volkswagen') or a model ('v,volkswagen,golf'). */
  car?: string;
  /** A region tree value: a county, municipality or district; listings within it match. */
  region?: string;
  yearFrom?: number;
  yearTo?: number;
  priceFrom?: number;
  priceTo?: number;
  fuel?: FuelType[];
}

export const VEHICLE_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc'] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

/** The spec's body of POST /api/data/vehicles/listings/, plus paging, filters and order. */
export interface VehicleSearchBody {
  searchQuery: string;
  selectedProperties?: string[];
  selectedCategories?: string[];
  selectedSubCategories?: string[];
  page?: number;
  pageSize?: number;
  sort?: VehicleSort;
  filters?: VehicleSearchFilters;
}

export interface VehicleSearchAnswer {
  data: { listings: VehicleListing[]; total: number; page: number; pageSize: number };
}

export const VEHICLE_SEARCH_LIMITS = {
  queryMax: 200,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Deeper pages than this are refused: nobody reads them and the offset scan grows with them. */
  pageMax: 500,
  yearMin: 1950,
  priceMax: 100_000_000,
} as const;

export const VEHICLE_MESSAGES = {
  queryRequired: 'Skriv inn et søkeord',
  queryTooLong: `Søket kan være høyst ${VEHICLE_SEARCH_LIMITS.queryMax} tegn`,
  invalidPage: `Siden må være et heltall fra 1 til ${VEHICLE_SEARCH_LIMITS.pageMax}`,
  invalidPageSize: `Antall per side må være et heltall fra 1 til ${VEHICLE_SEARCH_LIMITS.pageSizeMax}`,
  invalidSort: `Sortering må være en av: ${VEHICLE_SORTS.join(', ')}`,
  invalidCar: 'Ukjent merke eller modell',
  invalidRegion: 'Ukjent sted',
  invalidYear: 'Årsmodell må være et helt årstall',
  invalidYearRange: 'Årsmodell fra kan ikke være etter årsmodell til',
  invalidPrice: 'Pris må være et helt beløp i kroner fra 0',
  invalidPriceRange: 'Pris fra kan ikke være høyere enn pris til',
  invalidFuel: `Drivstoff må være blant: ${FUEL_TYPES.join(', ')}`,
  invalidBody: 'Søket må sendes som et JSON-objekt',
  invalidList: 'selectedProperties, selectedCategories og selectedSubCategories må være lister med tekst',
  noPrice: 'Pris ikke oppgitt',
  noResults: (query: string) => `Ingen resultater funnet for “${query}”`,
} as const;

/** The four cards of the overview. */
export interface VehicleOverview {
  totalListings: number;
  /** Average asking price of listings with a price; null without any. */
  averagePrice: number | null;
  /** Listings published in the last 30 days. */
  newLast30Days: number;
  averageMileage: number | null;
  /** When the figures were computed (ISO). */
  computedAt: string;
}

export const VEHICLE_NEW_LISTING_DAYS = 30;
/** Bars of the brand chart; the rest are summed as VEHICLE_OTHER_BRANDS. */
export const VEHICLE_TOP_BRANDS = 15;
/** The brand chart's last bar: every brand after the top ones. */
export const VEHICLE_OTHER_BRANDS = 'Andre';
/** Mileage buckets of the mileage-against-price chart, in kilometres. */
export const MILEAGE_BUCKET_KM = 25_000;
/** Weeks shown in the new-listings-per-week chart. */
export const VEHICLE_WEEKS_SHOWN = 52;

export interface VehicleStatistics {
  /** Listings with a price by model year (`count` is how many, the average's basis), oldest year first. */
  priceByYear: Array<{ year: number; averagePrice: number; count: number }>;
  /** Listings with a price grouped by mileage bucket (lower bound in km), with the bucket's average price. */
  mileageVsPrice: Array<{ mileageFrom: number; averagePrice: number; count: number }>;
  /** The VEHICLE_TOP_BRANDS brands with most listings, then VEHICLE_OTHER_BRANDS for the rest (when any). */
  perBrand: Array<{ brand: string; count: number }>;
  /** Every fuel with listings, most first. */
  perFuel: Array<{ fuel: string; count: number }>;
  /** Monday (YYYY-MM-DD, UTC) of each ISO week and the listings published in it; weeks without any count 0. */
  newPerWeek: Array<{ week: string; count: number }>;
  computedAt: string;
}

export interface VehicleSearchQuery {
  query: string;
  page: number;
  pageSize: number;
  sort: VehicleSort;
  filters: VehicleSearchFilters;
}

export type VehicleSearchValidation = { ok: true; value: VehicleSearchQuery } | { ok: false; message: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isTextList = (value: unknown) => value === undefined || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/**
 * The search body checked as the server reads it: a trimmed, non-empty query; paging in range; filters of the right
 * kind. `knownCar` and `knownRegion` say whether a catalogue or region value exists (the server passes the shared
 * lookups; tests may pass their own).
 */
export function validateVehicleSearch(
  body: unknown,
  lookups: { knownCar: (value: string) => boolean; knownRegion: (value: string) => boolean },
): VehicleSearchValidation {
  if (!isPlainObject(body)) return { ok: false, message: VEHICLE_MESSAGES.invalidBody };
  const fail = (message: string): VehicleSearchValidation => ({ ok: false, message });
  const query = typeof body.searchQuery === 'string' ? body.searchQuery.trim() : '';
  if (!query) return fail(VEHICLE_MESSAGES.queryRequired);
  if (query.length > VEHICLE_SEARCH_LIMITS.queryMax) return fail(VEHICLE_MESSAGES.queryTooLong);
  if (![body.selectedProperties, body.selectedCategories, body.selectedSubCategories].every(isTextList)) {
    return fail(VEHICLE_MESSAGES.invalidList);
  }
  const page = body.page ?? 1;
  if (!isWholeNumber(page) || page < 1 || page > VEHICLE_SEARCH_LIMITS.pageMax) return fail(VEHICLE_MESSAGES.invalidPage);
  const pageSize = body.pageSize ?? VEHICLE_SEARCH_LIMITS.pageSizeDefault;
  if (!isWholeNumber(pageSize) || pageSize < 1 || pageSize > VEHICLE_SEARCH_LIMITS.pageSizeMax) return fail(VEHICLE_MESSAGES.invalidPageSize);
  const sort = body.sort ?? 'relevance';
  if (typeof sort !== 'string' || !(VEHICLE_SORTS as readonly string[]).includes(sort)) return fail(VEHICLE_MESSAGES.invalidSort);

  const raw = body.filters ?? {};
  if (!isPlainObject(raw)) return fail(VEHICLE_MESSAGES.invalidBody);
  const filters: VehicleSearchFilters = {};
  if (raw.car !== undefined && raw.car !== null && raw.car !== '') {
    if (typeof raw.car !== 'string' || !lookups.knownCar(raw.car)) return fail(VEHICLE_MESSAGES.invalidCar);
    filters.car = raw.car;
  }
  if (raw.region !== undefined && raw.region !== null && raw.region !== '') {
    if (typeof raw.region !== 'string' || !lookups.knownRegion(raw.region)) return fail(VEHICLE_MESSAGES.invalidRegion);
    filters.region = raw.region;
  }
  const thisYear = new Date().getFullYear() + 1;
  for (const key of ['yearFrom', 'yearTo'] as const) {
    const value = raw[key];
    if (value === undefined || value === null) continue;
    if (!isWholeNumber(value) || value < VEHICLE_SEARCH_LIMITS.yearMin || value > thisYear) return fail(VEHICLE_MESSAGES.invalidYear);
    filters[key] = value;
  }
  if (filters.yearFrom !== undefined && filters.yearTo !== undefined && filters.yearFrom > filters.yearTo) {
    return fail(VEHICLE_MESSAGES.invalidYearRange);
  }
  for (const key of ['priceFrom', 'priceTo'] as const) {
    const value = raw[key];
    if (value === undefined || value === null) continue;
    if (!isWholeNumber(value) || value < 0 || value > VEHICLE_SEARCH_LIMITS.priceMax) return fail(VEHICLE_MESSAGES.invalidPrice);
    filters[key] = value;
  }
  if (filters.priceFrom !== undefined && filters.priceTo !== undefined && filters.priceFrom > filters.priceTo) {
    return fail(VEHICLE_MESSAGES.invalidPriceRange);
  }
  if (raw.fuel !== undefined && raw.fuel !== null) {
    const known = FUEL_TYPES as readonly unknown[];
    if (!Array.isArray(raw.fuel) || !raw.fuel.every((fuel) => known.includes(fuel))) return fail(VEHICLE_MESSAGES.invalidFuel);
    if (raw.fuel.length) filters.fuel = [...new Set(raw.fuel as FuelType[])];
  }
  return { ok: true, value: { query, page, pageSize, sort: sort as VehicleSort, filters } };
}
