import {
  LISTING_BEDROOMS_MAX,
  LISTING_CHIPS,
  LISTING_PRICE_MAX,
  LISTING_SORTS,
  LISTING_TYPE_FILTERS,
  LISTINGS_PAGE_MAX,
  LISTINGS_PAGE_SIZE,
  PROPERTY_CITIES,
  PROPERTY_TYPE_FILTERS,
  propertyListingQueryString,
  type ListingChip,
  type ListingSort,
  type PropertyListingQuery,
  type PropertyType,
} from '@platform/shared';

// The address keeps the search under the call's own parameter names, so a link, back and reload show the same
// listings, and the address and the call read alike.

const FILTER_KEYS = ['search', 'listingType', 'propertyType', 'city', 'minPrice', 'maxPrice', 'minBedrooms', 'features', 'sort', 'page'] as const;
const DEFAULT_SORT: ListingSort = 'newest';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

function wholeNumber(text: string | null, max: number): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}

/** The search in the address; what does not parse is left out. */
export function readListingQuery(params: URLSearchParams): PropertyListingQuery {
  const query: PropertyListingQuery = {
    features: [],
    sort: oneOf(LISTING_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: Math.max(1, wholeNumber(params.get('page'), LISTINGS_PAGE_MAX) ?? 1),
    pageSize: LISTINGS_PAGE_SIZE,
  };
  const search = (params.get('search') ?? '').trim();
  if (search) query.search = search;
  const listingType = oneOf(LISTING_TYPE_FILTERS, params.get('listingType'));
  if (listingType) query.listingType = listingType;
  const propertyType = oneOf<PropertyType>(PROPERTY_TYPE_FILTERS, params.get('propertyType'));
  if (propertyType) query.propertyType = propertyType;
  const city = PROPERTY_CITIES.find((name) => name.toLowerCase() === (params.get('city') ?? '').toLowerCase());
  if (city) query.city = city;
  const minPrice = wholeNumber(params.get('minPrice'), LISTING_PRICE_MAX);
  if (minPrice) query.minPrice = minPrice;
  const maxPrice = wholeNumber(params.get('maxPrice'), LISTING_PRICE_MAX);
  if (maxPrice !== undefined && maxPrice < LISTING_PRICE_MAX) query.maxPrice = maxPrice;
  const minBedrooms = wholeNumber(params.get('minBedrooms'), LISTING_BEDROOMS_MAX);
  if (minBedrooms) query.minBedrooms = minBedrooms;
  const features = (params.get('features') ?? '').split(',');
  query.features = LISTING_CHIPS.filter((chip) => features.includes(chip));
  return query;
}

/** The query's parameters as the server reads them, defaults left out; features comma-separated. */
const listingParams = (query: PropertyListingQuery) => new URLSearchParams(propertyListingQueryString(query));

/** '?search=…&city=Bergen', or '' for the default listings. */
export function listingsQueryString(query: PropertyListingQuery): string {
  const text = listingParams(query).toString();
  return text ? `?${text}` : '';
}

/** The address's parameters with the search written in (the tab and others kept). */
export function writeListingQuery(params: URLSearchParams, query: PropertyListingQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  for (const [key, value] of listingParams(query)) next.set(key, value);
  return next;
}

/** Whether any filter narrows the listings (paging and order do not). */
export function hasFilters(query: PropertyListingQuery): boolean {
  return Boolean(
    query.search ||
      query.listingType ||
      query.propertyType ||
      query.city ||
      query.minPrice ||
      query.maxPrice !== undefined ||
      query.minBedrooms ||
      query.features.length,
  );
}

export const toggleChip = (chips: ListingChip[], chip: ListingChip): ListingChip[] =>
  LISTING_CHIPS.filter((known) => (known === chip ? !chips.includes(chip) : chips.includes(known)));
