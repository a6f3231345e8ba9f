import {
  listingChipsOf,
  type MyPropertyListingCard,
  type PropertyListingCard,
  type PropertyListingImage,
  type PropertyListingStatus,
} from '@platform/shared';

/** The columns a card reads. */
export const CARD_COLUMNS = [
  'id',
  'finn_code',
  'title',
  'property_type',
  'listing_type',
  'address',
  'city',
  'location_label',
  'price',
  'living_area',
  'bedrooms',
  'bathrooms',
  'built',
  'images',
  'has_parking',
  'has_balcony',
  'has_garden',
  'listed_at',
  'status',
  'user_id',
] as const;

export type ListingRow = Record<string, any>;

/** A stored moment as ISO text: SQLite keeps epoch milliseconds, PostgreSQL answers a Date. */
export const isoOf = (value: unknown): string => new Date(value as string | number | Date).toISOString();

/** A JSON list column, or [] for anything unreadable. */
export function jsonList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  try {
    const parsed = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export function cardOf(row: ListingRow, saved: boolean, year: number): PropertyListingCard {
  const price = numberOrNull(row.price);
  const livingArea = Number(row.living_area);
  const images = jsonList<PropertyListingImage>(row.images);
  const built = numberOrNull(row.built);
  return {
    finnCode: row.finn_code,
    title: row.title,
    propertyType: row.property_type,
    listingType: row.listing_type,
    address: row.address,
    city: row.city,
    locationLabel: row.location_label,
    price,
    livingArea,
    bedrooms: Number(row.bedrooms),
    bathrooms: Number(row.bathrooms),
    sqmPrice: price !== null && livingArea > 0 ? Math.round(price / livingArea) : null,
    mainImage: images[0]?.card ?? images[0]?.url ?? null,
    chips: listingChipsOf({ parking: Boolean(row.has_parking), balcony: Boolean(row.has_balcony), garden: Boolean(row.has_garden), built }, year),
    listedAt: isoOf(row.listed_at),
    saved,
  };
}

export const myCardOf = (row: ListingRow, saved: boolean, year: number): MyPropertyListingCard => ({
  ...cardOf(row, saved, year),
  status: row.status as PropertyListingStatus,
});
