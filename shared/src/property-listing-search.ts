/**
 * The public property-listings product (/{locale}/products/property-listings): what its search asks the server
 * (`GET /api/property-listings`), the cards and the listing page it answers, and the city insights. The filters are
 * the spec's §5 and §9; the chips (parking, balcony, garden, new) filter for real, on the server.
 */
import type { AccessLocale } from './product-access';
import { PROPERTY_CITIES, PROPERTY_TYPES, type EnergyLabel, type PropertyListingType, type PropertyType } from './property-listings';
import { medianOf } from './median';
import { LISTING_DRAFT_LIMITS, validateListingDraft, type PropertyListingDraft } from './property-listing-draft';

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

/** One stored image of a listing: the full image and its card rendition. */
export interface PropertyListingImage {
  url: string;
  card: string;
}

/** A card of the caller's own listings (`GET /api/property-listings/mine`): also the unpublished ones. */
export interface MyPropertyListingCard extends PropertyListingCard {
  status: PropertyListingStatus;
}

/**
 * `PUT /api/property-listings/{finnCode}`: what the owner may change, absent fields staying as they are: the title,
 * and the draft's facts that do not move the listing (its place and types stay; a new place is a new listing).
 */
export const PROPERTY_LISTING_EDIT_FIELDS = [
  'description',
  'price',
  'squareMeters',
  'bedrooms',
  'bathrooms',
  'parkingSpaces',
  'yearBuilt',
  'features',
  'contactName',
  'contactEmail',
  'contactPhone',
] as const satisfies readonly (keyof PropertyListingDraft)[];
export type PropertyListingEdit = { title?: string } & Partial<Pick<PropertyListingDraft, (typeof PROPERTY_LISTING_EDIT_FIELDS)[number]>>;

export const PROPERTY_LISTING_EDIT_LIMITS = {
  title: 200,
  description: LISTING_DRAFT_LIMITS.description,
  price: LISTING_DRAFT_LIMITS.price,
} as const;

export const PROPERTY_LISTING_EDIT_MESSAGES = {
  body: `Send et objekt med title eller ${PROPERTY_LISTING_EDIT_FIELDS.join(', ')}`,
  titleRequired: 'Tittel er påkrevd',
  titleTooLong: `Tittelen kan ha høyst ${PROPERTY_LISTING_EDIT_LIMITS.title} tegn`,
  descriptionRequired: 'Beskrivelse er påkrevd',
  unknownField: (field: string) => `Ukjent felt: ${field}`,
} as const;

/** A checked input: its value, or the first refusal's text and, for a form, the field it belongs to. */
type Checked<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

const WHOLE = /^\d+$/;

/** A whole number from a query-string value ('12'), or undefined for anything else ('1e3', '1.5', ' 2'). */
function wholeOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string' || !WHOLE.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

/** A single query value: an absent or empty one is no filter; a repeated parameter (an array) is refused by the caller. */
function textOf(value: unknown): string | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/**
 * The query string of `GET /api/property-listings`, checked. Values arrive as strings: numbers must be plain whole
 * numbers, `features` is comma-separated, the city is matched without regard to case and answered as written in
 * PROPERTY_CITIES. Without filters: the newest listings, first page.
 */
export function validatePropertyListingQuery(params: Record<string, unknown>): Checked<PropertyListingQuery> {
  const fail = (message: string): Checked<PropertyListingQuery> => ({ ok: false, message });
  const query: PropertyListingQuery = { features: [], sort: 'newest', page: 1, pageSize: LISTINGS_PAGE_SIZE };

  const search = textOf(params.search);
  if (search === null) return fail(LISTING_QUERY_MESSAGES.searchTooLong);
  if (search !== undefined) {
    if (search.length > LISTING_SEARCH_MAX) return fail(LISTING_QUERY_MESSAGES.searchTooLong);
    query.search = search;
  }

  const propertyType = textOf(params.propertyType);
  if (propertyType !== undefined) {
    if (propertyType === null || !(PROPERTY_TYPES as readonly string[]).includes(propertyType)) return fail(LISTING_QUERY_MESSAGES.propertyType);
    query.propertyType = propertyType as PropertyType;
  }

  const listingType = textOf(params.listingType);
  if (listingType !== undefined) {
    if (listingType === null || !(LISTING_TYPE_FILTERS as readonly string[]).includes(listingType)) return fail(LISTING_QUERY_MESSAGES.listingType);
    query.listingType = listingType as ListingTypeFilter;
  }

  const city = textOf(params.city);
  if (city !== undefined) {
    const known = city === null ? undefined : PROPERTY_CITIES.find((name) => name.toLowerCase() === city.toLowerCase());
    if (!known) return fail(LISTING_QUERY_MESSAGES.city);
    query.city = known;
  }

  for (const name of ['minPrice', 'maxPrice'] as const) {
    const raw = textOf(params[name]);
    if (raw === undefined) continue;
    const price = wholeOf(raw);
    if (price === undefined || price > LISTING_PRICE_MAX) return fail(LISTING_QUERY_MESSAGES.price);
    query[name] = price;
  }
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) return fail(LISTING_QUERY_MESSAGES.priceRange);

  const bedrooms = textOf(params.minBedrooms);
  if (bedrooms !== undefined) {
    const count = wholeOf(bedrooms);
    if (count === undefined || count > LISTING_BEDROOMS_MAX) return fail(LISTING_QUERY_MESSAGES.bedrooms);
    query.minBedrooms = count;
  }

  const features = textOf(params.features);
  if (features !== undefined) {
    if (features === null) return fail(LISTING_QUERY_MESSAGES.features);
    const chips = features
      .split(',')
      .map((chip) => chip.trim())
      .filter(Boolean);
    if (chips.some((chip) => !(LISTING_CHIPS as readonly string[]).includes(chip))) return fail(LISTING_QUERY_MESSAGES.features);
    query.features = LISTING_CHIPS.filter((chip) => chips.includes(chip));
  }

  const sort = textOf(params.sort);
  if (sort !== undefined) {
    if (sort === null || !(LISTING_SORTS as readonly string[]).includes(sort)) return fail(LISTING_QUERY_MESSAGES.sort);
    query.sort = sort as ListingSort;
  }

  const page = textOf(params.page);
  if (page !== undefined) {
    const number = wholeOf(page);
    if (number === undefined || number < 1 || number > LISTINGS_PAGE_MAX) return fail(LISTING_QUERY_MESSAGES.page);
    query.page = number;
  }

  const pageSize = textOf(params.pageSize);
  if (pageSize !== undefined) {
    const number = wholeOf(pageSize);
    if (number === undefined || number < 1 || number > LISTINGS_PAGE_SIZE_MAX) return fail(LISTING_QUERY_MESSAGES.pageSize);
    query.pageSize = number;
  }
  return { ok: true, value: query };
}

/** The query as a query string for the site (only what differs from the defaults). */
export function propertyListingQueryString(query: Partial<PropertyListingQuery>): string {
  const params = new URLSearchParams();
  for (const name of ['search', 'propertyType', 'listingType', 'city', 'minPrice', 'maxPrice', 'minBedrooms'] as const) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (query.features?.length) params.set('features', query.features.join(','));
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page && query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== LISTINGS_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params.toString();
}

/**
 * The chip columns a listing stores (has_parking, has_balcony, has_garden), from its facilities and parking spaces:
 * the one rule for the seed and the wizard's publish, so the chips filter the same on every listing.
 */
export function listingAmenities(facilities: readonly string[], parkingSpaces: number): { parking: boolean; balcony: boolean; garden: boolean } {
  return {
    parking: parkingSpaces > 0 || facilities.includes('Garage') || facilities.includes('Carport'),
    balcony: facilities.includes('Balkong') || facilities.includes('Terrasse'),
    garden: facilities.includes('Hage'),
  };
}

/** The first year built that counts as new building ('new' chip) in `year`. */
export const newBuildingSince = (year: number) => year - NEW_BUILDING_YEARS;

/** The chips of a listing from its stored facts. */
export function listingChipsOf(
  facts: { parking: boolean; balcony: boolean; garden: boolean; built: number | null },
  year: number = new Date().getFullYear(),
): ListingChip[] {
  const chips: ListingChip[] = [];
  if (facts.parking) chips.push('parking');
  if (facts.balcony) chips.push('balcony');
  if (facts.garden) chips.push('garden');
  if (facts.built !== null && facts.built >= newBuildingSince(year)) chips.push('new');
  return chips;
}

/** Monthly rent × 12 / price, in percent with one decimal; null without both. */
export function grossYieldOf(monthlyRent: number | null, price: number | null): number | null {
  if (monthlyRent === null || price === null || !(price > 0)) return null;
  return Math.round(((monthlyRent * 12) / price) * 1000) / 10;
}

/**
 * A sale listing's monthly rent from comparable rentals: their median rent per m² times its living area, whole
 * kroner; null for a rental, without a price, or with fewer than RENT_ESTIMATE_MIN_COMPARABLES comparables.
 */
export function rentEstimate(
  listing: { listingType: PropertyListingType; price: number | null; livingArea: number },
  comparableRentsPerSqm: readonly number[],
): { estimatedRentalPrice: number | null; estimatedYield: number | null } {
  const median = medianOf(comparableRentsPerSqm);
  if (listing.listingType !== 'sale' || listing.price === null || median === null || comparableRentsPerSqm.length < RENT_ESTIMATE_MIN_COMPARABLES) {
    return { estimatedRentalPrice: null, estimatedYield: null };
  }
  const rent = Math.round(median * listing.livingArea);
  return { estimatedRentalPrice: rent, estimatedYield: grossYieldOf(rent, listing.price) };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `POST /api/property-listings/{finnCode}/contact`, checked: the first problem's message, or the trimmed contact. */
export function validateSellerContact(body: unknown): Checked<SellerContact> {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof input[name] === 'string' ? (input[name] as string).trim() : '');
  const contact: SellerContact = { name: text('name'), email: text('email'), message: text('message') };
  const phone = text('phone');
  if (phone) contact.phone = phone;
  if (!contact.name) return { ok: false, message: PROPERTY_LISTING_MESSAGES.contactNameRequired };
  if (contact.name.length > SELLER_CONTACT_LIMITS.name) return { ok: false, message: PROPERTY_LISTING_MESSAGES.contactTooLong('Navnet') };
  if (contact.email.length > SELLER_CONTACT_LIMITS.email) return { ok: false, message: PROPERTY_LISTING_MESSAGES.contactTooLong('E-postadressen') };
  if (!EMAIL.test(contact.email)) return { ok: false, message: PROPERTY_LISTING_MESSAGES.contactEmailInvalid };
  if (phone.length > SELLER_CONTACT_LIMITS.phone) return { ok: false, message: PROPERTY_LISTING_MESSAGES.contactTooLong('Telefonnummeret') };
  if (!contact.message) return { ok: false, message: PROPERTY_LISTING_MESSAGES.contactMessageRequired };
  if (contact.message.length > SELLER_CONTACT_LIMITS.message) return { ok: false, message: PROPERTY_LISTING_MESSAGES.contactTooLong('Meldingen') };
  return { ok: true, value: contact };
}

/**
 * `PUT /api/property-listings/{finnCode}`, checked: the title here, the draft's facts by the wizard's own rules
 * (validateListingDraft, the first refusal's text in the locale); a description may change but not be emptied.
 */
export function validatePropertyListingEdit(body: unknown, locale: AccessLocale = 'no'): Checked<PropertyListingEdit> {
  const M = PROPERTY_LISTING_EDIT_MESSAGES;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, message: M.body };
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).find((key) => key !== 'title' && !(PROPERTY_LISTING_EDIT_FIELDS as readonly string[]).includes(key));
  if (unknown) return { ok: false, message: M.unknownField(unknown), field: unknown };
  const edit: PropertyListingEdit = {};
  if (input.title !== undefined) {
    const title = typeof input.title === 'string' ? input.title.trim() : '';
    if (!title) return { ok: false, message: M.titleRequired, field: 'title' };
    if (title.length > PROPERTY_LISTING_EDIT_LIMITS.title) return { ok: false, message: M.titleTooLong, field: 'title' };
    edit.title = title;
  }
  if (input.description !== undefined && (typeof input.description !== 'string' || !input.description.trim())) {
    return { ok: false, message: M.descriptionRequired, field: 'description' };
  }
  const fields = PROPERTY_LISTING_EDIT_FIELDS.filter((field) => input[field] !== undefined);
  if (fields.length > 0) {
    const checked = validateListingDraft(input, locale, { fields });
    if (!checked.ok) return { ok: false, message: checked.errors[0].message, field: checked.errors[0].field };
    for (const field of fields) Object.assign(edit, { [field]: checked.value[field] });
  }
  if (Object.keys(edit).length === 0) return { ok: false, message: M.body };
  return { ok: true, value: edit };
}
