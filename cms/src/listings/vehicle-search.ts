import type { Knex } from 'knex';
import {
  CAR_SEPARATOR,
  OTHER_MODEL_LABEL,
  REGION_ROOT_VALUE,
  REGION_SEPARATOR,
  findCar,
  findRegion,
  type VehicleListing,
  type VehicleSearchAnswer,
  type VehicleSearchFilters,
  type VehicleSearchQuery,
  type VehicleSort,
} from '@platform/shared';
import { toIsoDate, toNumber } from '../db-values';
import type { ReadConnection } from '../read-connection';
import { VEHICLE_LISTINGS_TABLE, VEHICLE_SEARCH_TABLE, VEHICLE_SEARCH_VECTOR, VEHICLE_SEARCH_WEIGHTS } from './vehicle-listings-table';

export interface VehicleStore {
  knex: Knex;
  reader: ReadConnection;
  client: 'sqlite' | 'postgres';
}

/** More words than this add nothing a person means; the rest of a long query is ignored. */
const MAX_WORDS = 12;

/**
 * The words of a query as both engines index text: lowercase runs of letters and digits ('ID.3 Tromsø' → 'id', '3',
 * 'tromsø'). Everything else separates words, so no character a user types reaches the query syntax.
 */
export function searchWords(query: string): string[] {
  const words = query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** FTS5: every word a quoted prefix, all of them required ("volv"* AND "oslo"*). */
const ftsQuery = (words: string[]) => words.map((word) => `"${word.replace(/"/g, '""')}"*`).join(' AND ');
/** PostgreSQL to_tsquery: the same ('volv':* & 'oslo':*); the words hold no quote, escaped all the same. */
const tsQuery = (words: string[]) => words.map((word) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`).join(' & ');

const LISTING_COLUMNS = [
  'id',
  'brand',
  'model',
  'year',
  'mileage',
  'location',
  'location_label',
  'fuel_type',
  'transmission',
  'body_type',
  'price',
  'listed_at',
];

/** Ties of every order are broken by the newest listing, then the highest id, so pages never overlap. */
const NEWEST = 'v.listed_at DESC, v.id DESC';
/** Listings without a price come last in both price orders. */
const SORT_SQL: Record<Exclude<VehicleSort, 'relevance'>, string> = {
  newest: NEWEST,
  price_asc: `(v.price IS NULL), v.price ASC, ${NEWEST}`,
  price_desc: `(v.price IS NULL), v.price DESC, ${NEWEST}`,
  mileage_asc: `v.mileage ASC, ${NEWEST}`,
  year_desc: `v.year DESC, ${NEWEST}`,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The listings of a catalogue value: a letter's brands, a brand, a model ('Andre': the brand's models not listed). */
function whereCar(query: Knex.QueryBuilder, value: string): void {
  const node = findCar(value);
  if (!node) return;
  const depth = node.value.split(CAR_SEPARATOR).length;
  if (depth === 1) {
    query.whereIn(
      'v.brand',
      (node.children ?? []).map((brand) => brand.label),
    );
    return;
  }
  const brand = depth === 2 ? node : findCar(node.value.split(CAR_SEPARATOR).slice(0, 2).join(CAR_SEPARATOR));
  if (!brand) return;
  query.where('v.brand', brand.label);
  if (depth === 2) return;
  if (node.label !== OTHER_MODEL_LABEL) {
    query.where('v.model', node.label);
    return;
  }
  const listed = (brand.children ?? []).map((model) => model.label).filter((label) => label !== OTHER_MODEL_LABEL);
  query.whereNotIn('v.model', listed);
}

/** The listings at a place or under it: its own value, or a value that continues its path. */
function whereRegion(query: Knex.QueryBuilder, value: string): void {
  const node = findRegion(value);
  if (!node || node.value === REGION_ROOT_VALUE) return;
  query.where((inside) =>
    inside.where('v.location', node.value).orWhereRaw(`v.location LIKE ? ESCAPE '\\'`, [`${escapeLike(node.value)}${REGION_SEPARATOR}%`]),
  );
}

function whereFilters(query: Knex.QueryBuilder, filters: VehicleSearchFilters): void {
  if (filters.car) whereCar(query, filters.car);
  if (filters.region) whereRegion(query, filters.region);
  if (filters.yearFrom !== undefined) query.where('v.year', '>=', filters.yearFrom);
  if (filters.yearTo !== undefined) query.where('v.year', '<=', filters.yearTo);
  // A price bound leaves out listings without a price (a comparison with null is never true; said for the reader).
  if (filters.priceFrom !== undefined || filters.priceTo !== undefined) query.whereNotNull('v.price');
  if (filters.priceFrom !== undefined) query.where('v.price', '>=', filters.priceFrom);
  if (filters.priceTo !== undefined) query.where('v.price', '<=', filters.priceTo);
  if (filters.fuel?.length) query.whereIn('v.fuel_type', filters.fuel);
}

/**
 * The listings matching every word (and the filters), with the database's own text index. Without filters SQLite
 * counts the matches from its index alone.
 */
function matching(store: VehicleStore, words: string[], filters: VehicleSearchFilters, forCount = false): Knex.QueryBuilder {
  const { knex } = store;
  if (store.client === 'postgres') {
    const query = knex(`${VEHICLE_LISTINGS_TABLE} as v`).whereRaw(`v.${VEHICLE_SEARCH_VECTOR} @@ to_tsquery('simple', ?)`, [tsQuery(words)]);
    whereFilters(query, filters);
    return query;
  }
  const query = knex(VEHICLE_SEARCH_TABLE).whereRaw(`${VEHICLE_SEARCH_TABLE} MATCH ?`, [ftsQuery(words)]);
  if (forCount && Object.keys(filters).length === 0) return query;
  query.join(`${VEHICLE_LISTINGS_TABLE} as v`, 'v.id', `${VEHICLE_SEARCH_TABLE}.rowid`);
  whereFilters(query, filters);
  return query;
}

/** Best match first: bm25 on SQLite (lower is better), ts_rank on PostgreSQL (higher is better); then the newest. */
function byRelevance(store: VehicleStore, words: string[]): [string, string[]] {
  if (store.client === 'postgres') return [`ts_rank(v.${VEHICLE_SEARCH_VECTOR}, to_tsquery('simple', ?)) DESC, ${NEWEST}`, [tsQuery(words)]];
  return [`bm25(${VEHICLE_SEARCH_TABLE}, ${VEHICLE_SEARCH_WEIGHTS.join(', ')}), ${NEWEST}`, []];
}

interface ListingRow {
  id: number;
  brand: string;
  model: string;
  year: number;
  mileage: number;
  location: string;
  location_label: string;
  fuel_type: VehicleListing['fuel_type'];
  transmission: VehicleListing['transmission'];
  body_type: VehicleListing['body_type'];
  price: number | string | null;
  listed_at: unknown;
}

const toListing = (row: ListingRow): VehicleListing => ({
  id: Number(row.id),
  brand: row.brand,
  model: row.model,
  year: Number(row.year),
  mileage: Number(row.mileage),
  location: row.location,
  locationLabel: row.location_label,
  fuel_type: row.fuel_type,
  transmission: row.transmission,
  body_type: row.body_type,
  price: row.price === null ? null : Number(row.price),
  listed_at: toIsoDate(row.listed_at) as string,
});

/**
 * One page of the listings matching the query, and how many match, in three short reads: the page's ids in order
 * (only the id travels through the sort), the count (skipped when the first page is not full), and the page's rows.
 * At 100,000 listings this halved a broad query's time against one statement with a window count.
 */
export async function searchVehicleListings(store: VehicleStore, search: VehicleSearchQuery): Promise<VehicleSearchAnswer['data']> {
  const { page, pageSize, sort, filters } = search;
  const words = searchWords(search.query);
  if (words.length === 0) return { listings: [], total: 0, page, pageSize };
  const matches = JSON.stringify({ words, filters });
  const ids = (
    await store.reader.rows<{ id: number }>(`vehicle-page ${matches} ${sort} ${page} ${pageSize}`, () => {
      const [order, bindings] = sort === 'relevance' ? byRelevance(store, words) : [SORT_SQL[sort], []];
      return matching(store, words, filters)
        .select('v.id')
        .orderByRaw(order, bindings)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
    })
  ).map((row) => Number(row.id));
  const total =
    page === 1 && ids.length < pageSize
      ? ids.length
      : toNumber(
          (
            await store.reader.first<{ total: unknown }>(`vehicle-count ${matches}`, () =>
              matching(store, words, filters, true).count({ total: '*' }),
            )
          )?.total,
        );
  if (ids.length === 0) return { listings: [], total, page, pageSize };
  const rows = await store.reader.rows<ListingRow>(`vehicle-rows ${ids.join(',')}`, () =>
    store.knex(VEHICLE_LISTINGS_TABLE).select(LISTING_COLUMNS).whereIn('id', ids),
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return { listings: ids.flatMap((id) => (byId.has(id) ? [toListing(byId.get(id) as ListingRow)] : [])), total, page, pageSize };
}
