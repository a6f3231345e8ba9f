import type { Knex } from 'knex';
import {
  PROPERTY_AREAS,
  PROPERTY_STAT_TYPES,
  inPropertyArea,
  propertyArea,
  propertyAreaLabel,
  type AreaListing,
  type AreaListingPage,
  type AreaListingQuery,
  type AreaListingSort,
  type PropertyListingImage,
} from '@platform/shared';
import { PROPERTY_LISTINGS_TABLE } from '../../listings/property-listings-table';
import { isoOf, jsonList, numberOrNull, type ListingRow } from '../property-listing/listing-rows';
import { PROPERTY_CITY_AREAS, wholeDays } from './area-figures';

const COLUMNS = [
  'id',
  'finn_code',
  'title',
  'address',
  'postal_code',
  'city',
  'property_type',
  'price',
  'living_area',
  'bedrooms',
  'views',
  'listed_at',
  'sold_at',
  'images',
] as const;

/** Listings without a price last in every price order; the id breaks ties so pages never overlap. */
const ORDERS: Record<AreaListingSort, string> = {
  newest: 'listed_at DESC, id DESC',
  'price-asc': '(price IS NULL) ASC, price ASC, id ASC',
  'price-desc': '(price IS NULL) ASC, price DESC, id DESC',
  'sqm-price-asc': '(price IS NULL) ASC, price * 1.0 / living_area ASC, id ASC',
  'sqm-price-desc': '(price IS NULL) ASC, price * 1.0 / living_area DESC, id DESC',
  views: 'views DESC, id DESC',
};

/** The most precise area a listing lies in: its district, else its city. */
function areaLabelOf(row: { city: string; postal_code: string }): string {
  const district = PROPERTY_AREAS.find((area) => area.postalCodes && inPropertyArea(area, row));
  const city = PROPERTY_CITY_AREAS.find((area) => area.city === row.city);
  const area = district ?? city;
  return area ? propertyAreaLabel(area) : row.city;
}

export function areaListingOf(row: ListingRow, now: Date): AreaListing {
  const price = numberOrNull(row.price);
  const livingArea = Number(row.living_area);
  const listedAt = new Date(isoOf(row.listed_at));
  const soldAt = row.sold_at === null || row.sold_at === undefined ? null : new Date(isoOf(row.sold_at));
  const [image] = jsonList<PropertyListingImage>(row.images);
  return {
    finnCode: row.finn_code,
    title: row.title,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    areaLabel: areaLabelOf(row as { city: string; postal_code: string }),
    propertyType: row.property_type,
    price,
    livingArea,
    pricePerSqm: price === null ? null : Math.round(price / livingArea),
    bedrooms: Number(row.bedrooms),
    views: Number(row.views),
    listedAt: listedAt.toISOString(),
    soldAt: soldAt === null ? null : soldAt.toISOString(),
    daysOnMarket: wholeDays(listedAt, soldAt ?? now),
    image: image?.card ?? null,
    url: `/products/property-listings/${row.finn_code}`,
  };
}

/**
 * One page of the homes for sale (the listings the figures count) of an area, or of all eight cities: published
 * only; active = not sold, sold = sold, all = both.
 */
export async function areaListingPage(knex: Knex, query: AreaListingQuery, now: Date): Promise<AreaListingPage> {
  const base = knex(PROPERTY_LISTINGS_TABLE)
    .where({ status: 'published', listing_type: 'sale' })
    .whereIn('property_type', [...PROPERTY_STAT_TYPES]);
  const area = query.area === null ? null : propertyArea(query.area);
  if (area) {
    base.where('city', area.city);
    if (area.postalCodes) base.whereBetween('postal_code', [...area.postalCodes]);
  } else {
    base.whereIn(
      'city',
      PROPERTY_CITY_AREAS.map((city) => city.city),
    );
  }
  if (query.status === 'active') base.whereNull('sold_at');
  if (query.status === 'sold') base.whereNotNull('sold_at');

  const counted = (await base.clone().count({ n: '*' }).first()) as { n: number | string } | undefined;
  const rows: ListingRow[] = await base
    .clone()
    .select(...COLUMNS)
    .orderByRaw(ORDERS[query.sort])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { listings: rows.map((row) => areaListingOf(row, now)), total: Number(counted?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
