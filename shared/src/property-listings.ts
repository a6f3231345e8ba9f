/**
 * Property listings: the stored listings the market page summarises and the property-listings product will show and
 * let users create. Types and cities follow the spec's §9.
 */
import type { AccessLocale } from './product-access';

export const PROPERTY_TYPES = ['apartment', 'house', 'townhouse', 'room', 'cabin', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, Record<AccessLocale, string>> = {
  apartment: { no: 'Leilighet', en: 'Apartment' },
  house: { no: 'Enebolig', en: 'House' },
  townhouse: { no: 'Rekkehus', en: 'Townhouse' },
  room: { no: 'Hybel/rom', en: 'Room' },
  cabin: { no: 'Hytte', en: 'Cabin' },
  commercial: { no: 'Næringslokale', en: 'Commercial' },
};

export const PROPERTY_LISTING_TYPES = ['sale', 'rent', 'sublet'] as const;
export type PropertyListingType = (typeof PROPERTY_LISTING_TYPES)[number];

/** The cities of the listing wizard (spec §9). */
export const PROPERTY_CITIES = [
  'Oslo',
  'Bergen',
  'Trondheim',
  'Stavanger',
  'Drammen',
  'Fredrikstad',
  'Kristiansand',
  'Tromsø',
  'Bodø',
  'Ålesund',
] as const;

/** A property type's name in the locale; an unknown type is shown as stored. */
export function propertyTypeLabel(type: string, locale: AccessLocale): string {
  return (PROPERTY_TYPE_LABELS as Record<string, Record<AccessLocale, string>>)[type]?.[locale] ?? type;
}

/** Energy labels of Norwegian homes (the energy certificate's scale). */
export const ENERGY_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyLabel = (typeof ENERGY_LABELS)[number];

/**
 * One stored property listing as the platform writes it (the table `property_listings`). `price` is whole kroner:
 * the asking price of a sale, the monthly rent of a rent or sublet listing; null when the seller gave none.
 */
export interface PropertyListingInput {
  finn_code: string;
  title: string;
  title_en: string | null;
  property_type: PropertyType;
  listing_type: PropertyListingType;
  address: string;
  postal_code: string;
  city: string;
  /** The region tree's value ('oslo,oslo,frogner'). */
  location: string;
  /** The place's name for display ('Frogner, Oslo'). */
  location_label: string;
  price: number | null;
  /** Square metres. */
  living_area: number;
  plot_area: number | null;
  bedrooms: number;
  bathrooms: number;
  /** The year it was built. */
  built: number | null;
  energy_label: EnergyLabel | null;
  views: number;
  listed_at: Date;
  sold_at: Date | null;
  description: string;
}
