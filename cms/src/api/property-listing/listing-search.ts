import type { Knex } from 'knex';
import { newBuildingSince, type PropertyListingQuery } from '@platform/shared';
import { PROPERTY_LISTINGS_TABLE } from '../../listings/property-listings-table';

/**
 * The searched text of a listing, lower-cased on both databases: SQLite's lower() leaves letters outside ASCII as they
 * are, so Æ, Ø and Å are folded by hand ('Østensjø' is found by 'østensjø').
 */
const SEARCHED_TEXT =
  "replace(replace(replace(lower(title || ' ' || address || ' ' || location_label || ' ' || description), 'Æ', 'æ'), 'Ø', 'ø'), 'Å', 'å')";

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORTS: Record<PropertyListingQuery['sort'], string> = {
  newest: 'listed_at desc, id desc',
  price_asc: '(price is null) asc, price asc, listed_at desc, id desc',
  price_desc: '(price is null) asc, price desc, listed_at desc, id desc',
  area_desc: 'living_area desc, listed_at desc, id desc',
};

/**
 * The listings anyone can find: published and not sold, narrowed by the query's filters. Every filter is one SQL
 * condition, so the page and the total come from the same query; the words of a search must each appear in the
 * title, address, place or description (a LIKE over about 6,000 rows, measured at a few milliseconds).
 */
export function filteredListings(knex: Knex, query: PropertyListingQuery, year: number): Knex.QueryBuilder {
  const rows = knex(PROPERTY_LISTINGS_TABLE).where('status', 'published').whereNull('sold_at');
  for (const word of (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10)) {
    rows.whereRaw(`${SEARCHED_TEXT} like ? escape '\\'`, [likePattern(word)]);
  }
  if (query.propertyType) rows.where('property_type', query.propertyType);
  if (query.listingType === 'room') rows.where('property_type', 'room').whereIn('listing_type', ['rent', 'sublet']);
  else if (query.listingType) rows.where('listing_type', query.listingType);
  if (query.city) rows.where('city', query.city);
  if (query.minPrice !== undefined) rows.where('price', '>=', query.minPrice);
  if (query.maxPrice !== undefined) rows.where('price', '<=', query.maxPrice);
  if (query.minBedrooms !== undefined) rows.where('bedrooms', '>=', query.minBedrooms);
  for (const chip of query.features) {
    if (chip === 'parking') rows.where('has_parking', true);
    if (chip === 'balcony') rows.where('has_balcony', true);
    if (chip === 'garden') rows.where('has_garden', true);
    if (chip === 'new') rows.where('built', '>=', newBuildingSince(year));
  }
  return rows;
}

export const listingOrder = (query: PropertyListingQuery) => SORTS[query.sort];
