/**
 * The public property-listings product (/{locale}/products/property-listings): what its search asks the server
 * (`GET /api/property-listings`), the cards and the listing page it answers, and the city insights. The filters are
 * the spec's §5 and §9; the chips (parking, balcony, garden, new) filter for real, on the server.
 */
import type { AccessLocale } from './product-access';
import { PROPERTY_CITIES, PROPERTY_TYPES, type EnergyLabel, type PropertyListingType, type PropertyType } from './property-listings';

export const LISTING_PRICE_MAX = 10_000_000;
export const LISTING_PRICE_STEP = 100_000;
export const LISTING_BEDROOMS_MAX = 5;
export const LISTING_SEARCH_MAX = 100;
export const LISTINGS_PAGE_SIZE = 24;
export const LISTINGS_PAGE_SIZE_MAX = 60;
export const LISTINGS_PAGE_MAX = 500;
/** A listing counts as new building ('new' chip) when it was built this year or in the two years before. */
export const NEW_BUILDING_YEARS = 2;

/**
 * The listing-type filter of §9: the stored types, and 'room' (a room to let: property type room, rent or sublet).
 */
export const LISTING_TYPE_FILTERS = ['sale', 'rent', 'sublet', 'room'] as const;
export type ListingTypeFilter = (typeof LISTING_TYPE_FILTERS)[number];
/** The property-type filter of §9 (the wizard's commercial premises can be found through search and city). */
export const PROPERTY_TYPE_FILTERS = ['apartment', 'house', 'townhouse', 'room', 'cabin'] as const satisfies readonly PropertyType[];
export const LISTING_CHIPS = ['parking', 'balcony', 'garden', 'new'] as const;
export type ListingChip = (typeof LISTING_CHIPS)[number];
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'area_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** `GET /api/property-listings` once checked: every filter optional; no filter gives the default listings (newest first). */
export interface PropertyListingQuery {
  search?: string;
  propertyType?: PropertyType;
  listingType?: ListingTypeFilter;
  /** One of PROPERTY_CITIES, as written there ('Tromsø'); matched without regard to case. */
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  features: ListingChip[];
  sort: ListingSort;
  page: number;
  pageSize: number;
}

export const LISTING_QUERY_MESSAGES = {
  searchTooLong: `Søket kan ha høyst ${LISTING_SEARCH_MAX} tegn`,
  propertyType: `Boligtype må være en av: ${PROPERTY_TYPES.join(', ')}`,
  listingType: `Annonsetype må være en av: ${LISTING_TYPE_FILTERS.join(', ')}`,
  city: `By må være en av: ${PROPERTY_CITIES.join(', ')}`,
  price: `Pris må være et helt tall fra 0 til ${LISTING_PRICE_MAX.toLocaleString('nb-NO')}`,
  priceRange: 'Laveste pris kan ikke være høyere enn høyeste pris',
  bedrooms: `Minste antall soverom må være fra 0 til ${LISTING_BEDROOMS_MAX}`,
  features: `Egenskaper må være blant: ${LISTING_CHIPS.join(', ')}`,
  sort: `Sortering må være en av: ${LISTING_SORTS.join(', ')}`,
  page: `Side må være et helt tall fra 1 til ${LISTINGS_PAGE_MAX}`,
  pageSize: `Sidestørrelse må være fra 1 til ${LISTINGS_PAGE_SIZE_MAX}`,
} as const;

/** A listing card: what the list and the saved and own lists show. */
export interface PropertyListingCard {
  finnCode: string;
  title: string;
  propertyType: PropertyType;
  listingType: PropertyListingType;
  address: string;
  city: string;
  locationLabel: string;
  /** Whole kroner: the asking price of a sale, the monthly rent of a rent or sublet listing (shown with '/mnd'). */
  price: number | null;
  livingArea: number;
  bedrooms: number;
  bathrooms: number;
  /** price / livingArea, whole kroner; null without a price. */
  sqmPrice: number | null;
  /** The card image (a small rendition); null shows the placeholder. */
  mainImage: string | null;
  /** Which chips the listing has. */
  chips: ListingChip[];
  listedAt: string;
  /** Whether the signed-in caller saved it (false for visitors). */
  saved: boolean;
}

export interface PropertyListingPage {
  listings: PropertyListingCard[];
  total: number;
  page: number;
  pageSize: number;
}

/** Comparable rentals behind an estimate: how many, and where. */
export interface RentBasis {
  count: number;
  city: string;
  propertyType: PropertyType;
}

/** `GET /api/property-listings/{finnCode}`: every stored field and the derived figures. */
export interface PropertyListingDetail extends PropertyListingCard {
  titleEn: string | null;
  postalCode: string;
  neighborhood: string | null;
  plotArea: number | null;
  built: number | null;
  energyLabel: EnergyLabel | null;
  parkingSpaces: number;
  /** The facilities of §9 the listing has ('Balkong', 'Hage', …). */
  facilities: string[];
  description: string;
  /** Every image, full size, in order. */
  images: string[];
  views: number;
  soldAt: string | null;
  /**
   * A sale listing's monthly rent estimated from comparable rentals (same city and type): their median rent per m²
   * times this listing's area; null when there are too few (`RENT_ESTIMATE_MIN_COMPARABLES`) or for a rental.
   */
  estimatedRentalPrice: number | null;
  /** estimatedRentalPrice × 12 / price, as a percentage with one decimal; null without both. */
  estimatedYield: number | null;
  rentBasis: RentBasis | null;
  /** Whether the caller published it (they may edit, unpublish and delete it). */
  mine: boolean;
  /** A seeded sample listing has no seller to contact. */
  sample: boolean;
  status: PropertyListingStatus;
}

export const RENT_ESTIMATE_MIN_COMPARABLES = 5;

export const PROPERTY_LISTING_STATUSES = ['published', 'unpublished'] as const;
export type PropertyListingStatus = (typeof PROPERTY_LISTING_STATUSES)[number];

/** `GET /api/property-listings/insights`: per city and property type, from the stored published listings. */
export interface PropertyInsightRow {
  city: string;
  propertyType: PropertyType;
  /** Median asking price per m² of sale listings; null without any. */
  sqmPrice: number | null;
  /** Median monthly rent of rent listings; null without any. */
  monthlyRent: number | null;
  /** Median rent per m² × 12 / median sale price per m², in percent with one decimal; null without both. */
  grossYield: number | null;
  saleCount: number;
  rentCount: number;
}

export interface PropertyInsights {
  rows: PropertyInsightRow[];
  generatedAt: string;
}

/** `POST /api/property-listings/{finnCode}/contact`: a message to the seller, sent by e-mail; their address is never shown. */
export interface SellerContact {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

export const SELLER_CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 2000 } as const;

export const PROPERTY_LISTING_MESSAGES = {
  notFound: 'Fant ikke annonsen',
  notYours: 'Fant ikke annonsen blant dine annonser',
  sampleNoSeller: 'Dette er en eksempelannonse: den har ingen selger å kontakte',
  contactNameRequired: 'Navn er påkrevd',
  contactEmailInvalid: 'Skriv en gyldig e-postadresse',
  contactMessageRequired: 'Skriv en melding',
  contactTooLong: (field: string) => `${field} er for lang`,
  contactSent: 'Meldingen er sendt til selgeren',
} as const;

/** The rent suffix of §9. */
export const RENT_SUFFIX: Record<AccessLocale, string> = { no: '/mnd', en: '/month' };
