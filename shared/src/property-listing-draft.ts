/**
 * The listing wizard (/{locale}/products/property-listings/create): the spec's "Property listing draft", its eight
 * steps, the §5 validations with their message keys (checked in the wizard and again on the server), the §9 choices,
 * and the answers of the honest AI helpers (a description composed from the facts, a price from comparable listings,
 * year and area from the address register sample).
 */
import type { AccessLocale } from './product-access';
import { PROPERTY_CITIES, type PropertyListingType, type PropertyType } from './property-listings';

/** The wizard's property types and listing types (§9). */
export const WIZARD_PROPERTY_TYPES = ['apartment', 'house', 'townhouse', 'cabin', 'room', 'commercial'] as const satisfies readonly PropertyType[];
export const WIZARD_LISTING_TYPES = ['sale', 'rent', 'sublet'] as const satisfies readonly PropertyListingType[];
/** The fifteen facilities of §9, as the listing stores and shows them. */
export const LISTING_FACILITIES = [
  'Balkong',
  'Terrasse',
  'Hage',
  'Garage',
  'Carport',
  'Oppvarming',
  'Kjeller',
  'Soverom',
  'Bad',
  'Kjøkken',
  'Stue',
  'Kontor',
  'Vaskerom',
  'Bod',
  'Fyrrom',
] as const;
export type ListingFacility = (typeof LISTING_FACILITIES)[number];

export const WIZARD_STEPS = ['basic', 'details', 'location', 'facilities', 'contact', 'ai', 'images', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const WIZARD_STEP_ANIMATION_MS = 300;

export const LISTING_IMAGES_MAX = 10;
export const LISTING_IMAGE_BYTES_MAX = 10 * 1024 * 1024;

export const LISTING_DRAFT_LIMITS = {
  address: 200,
  description: 5000,
  neighborhood: 100,
  contactName: 100,
  contactEmail: 254,
  contactPhone: 30,
  price: 1_000_000_000,
  squareMeters: 10_000,
  rooms: 50,
  parkingSpaces: 20,
  yearBuiltMin: 1700,
} as const;

/** The spec's "Property listing draft" (images travel beside it as files). */
export interface PropertyListingDraft {
  address: string;
  propertyType: PropertyType;
  listingType: PropertyListingType;
  /** Whole kroner: the asking price, or the monthly rent. */
  price: number;
  description: string;
  bedrooms: number;
  bathrooms: number;
  parkingSpaces: number;
  squareMeters: number;
  yearBuilt: number;
  city: string;
  neighborhood: string;
  /** Four digits. */
  postalCode: string;
  features: ListingFacility[];
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  useAIDescription: boolean;
  useAIPricing: boolean;
  useMatrikkelData: boolean;
}

export const LISTING_DRAFT_DEFAULTS: PropertyListingDraft = {
  address: '',
  propertyType: 'apartment',
  listingType: 'sale',
  price: 0,
  description: '',
  bedrooms: 1,
  bathrooms: 1,
  parkingSpaces: 0,
  squareMeters: 0,
  yearBuilt: 2024,
  city: '',
  neighborhood: '',
  postalCode: '',
  features: [],
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  useAIDescription: true,
  useAIPricing: true,
  useMatrikkelData: true,
};

/** The §5 message keys, and the others the server may give; the texts are LISTING_DRAFT_TEXTS. */
export const LISTING_DRAFT_KEYS = [
  'form.addressRequired',
  'form.priceRequired',
  'form.squareMetersRequired',
  'form.cityRequired',
  'form.postalCodeRequired',
  'form.contactNameRequired',
  'form.contactEmailRequired',
  'form.contactEmailInvalid',
  'form.postalCodeInvalid',
  'form.cityUnknown',
  'form.propertyTypeUnknown',
  'form.listingTypeUnknown',
  'form.numberOutOfRange',
  'form.yearBuiltOutOfRange',
  'form.featureUnknown',
  'form.tooLong',
  'form.imagesTooMany',
  'form.imageType',
  'form.imageTooLarge',
] as const;
export type ListingDraftKey = (typeof LISTING_DRAFT_KEYS)[number];

export const LISTING_DRAFT_TEXTS: Record<AccessLocale, Record<ListingDraftKey, string>> = {
  no: {
    'form.addressRequired': 'Adresse er påkrevd',
    'form.priceRequired': 'Pris må være større enn 0',
    'form.squareMetersRequired': 'Areal må være større enn 0',
    'form.cityRequired': 'By er påkrevd',
    'form.postalCodeRequired': 'Postnummer er påkrevd',
    'form.contactNameRequired': 'Kontaktperson er påkrevd',
    'form.contactEmailRequired': 'E-post er påkrevd',
    'form.contactEmailInvalid': 'Skriv en gyldig e-postadresse',
    'form.postalCodeInvalid': 'Postnummer må være fire siffer',
    'form.cityUnknown': `By må være en av: ${PROPERTY_CITIES.join(', ')}`,
    'form.propertyTypeUnknown': `Boligtype må være en av: ${WIZARD_PROPERTY_TYPES.join(', ')}`,
    'form.listingTypeUnknown': `Annonsetype må være en av: ${WIZARD_LISTING_TYPES.join(', ')}`,
    'form.numberOutOfRange': 'Tallet er utenfor det som er mulig',
    'form.yearBuiltOutOfRange': 'Byggeår må være mellom 1700 og i år',
    'form.featureUnknown': 'Ukjent fasilitet',
    'form.tooLong': 'Teksten er for lang',
    'form.imagesTooMany': `Du kan laste opp høyst ${LISTING_IMAGES_MAX} bilder`,
    'form.imageType': 'Bare bildefiler (JPEG, PNG, WebP eller GIF)',
    'form.imageTooLarge': 'Et bilde kan være høyst 10 MB',
  },
  en: {
    'form.addressRequired': 'Address is required',
    'form.priceRequired': 'Price must be greater than 0',
    'form.squareMetersRequired': 'Area must be greater than 0',
    'form.cityRequired': 'City is required',
    'form.postalCodeRequired': 'Postal code is required',
    'form.contactNameRequired': 'Contact name is required',
    'form.contactEmailRequired': 'E-mail is required',
    'form.contactEmailInvalid': 'Enter a valid e-mail address',
    'form.postalCodeInvalid': 'Postal code must be four digits',
    'form.cityUnknown': `City must be one of: ${PROPERTY_CITIES.join(', ')}`,
    'form.propertyTypeUnknown': `Property type must be one of: ${WIZARD_PROPERTY_TYPES.join(', ')}`,
    'form.listingTypeUnknown': `Listing type must be one of: ${WIZARD_LISTING_TYPES.join(', ')}`,
    'form.numberOutOfRange': 'The number is out of range',
    'form.yearBuiltOutOfRange': 'Year built must be between 1700 and this year',
    'form.featureUnknown': 'Unknown facility',
    'form.tooLong': 'The text is too long',
    'form.imagesTooMany': `You can upload at most ${LISTING_IMAGES_MAX} images`,
    'form.imageType': 'Image files only (JPEG, PNG, WebP or GIF)',
    'form.imageTooLarge': 'An image can be at most 10 MB',
  },
};

/** A refused draft field: the field, the message key, and the text in the caller's language. */
export interface ListingDraftError {
  field: keyof PropertyListingDraft | 'images';
  key: ListingDraftKey;
  message: string;
}

/** The fields each step checks before Next (§5); the review step checks them all before publishing. */
export const WIZARD_STEP_FIELDS: Record<WizardStep, readonly (keyof PropertyListingDraft)[]> = {
  basic: ['address', 'propertyType', 'listingType', 'price'],
  details: ['squareMeters', 'bedrooms', 'bathrooms', 'parkingSpaces', 'yearBuilt'],
  location: ['city', 'postalCode', 'neighborhood'],
  facilities: ['features'],
  contact: ['contactName', 'contactEmail', 'contactPhone'],
  ai: ['description'],
  images: [],
  review: [],
};

/** `POST /api/property-listings/ai/description` answers `{ text }`: composed on the server from the draft's facts. */
export interface AiDescriptionAnswer {
  text: string;
}

/**
 * `POST /api/property-listings/ai/pricing`: the median price per m² of comparable stored listings (same city, type
 * and listing type, nearest in size, at least PRICING_MIN_COMPARABLES) times the area; with too few, the spec's
 * fallback (FALLBACK_PRICE_PER_SQM per m², without its random factor) and `fallback: true`, which the wizard says.
 */
export interface AiPricingAnswer {
  price: number;
  pricePerSqm: number;
  basis: { count: number; city: string; propertyType: PropertyType } | null;
  fallback: boolean;
}

export const PRICING_MIN_COMPARABLES = 5;
/** How many of the nearest-sized comparable listings the estimate reads. */
export const PRICING_COMPARABLES_MAX = 15;
export const FALLBACK_PRICE_PER_SQM = 80_000;

/** `GET /api/property-listings/register?address=&postalCode=`: the address register sample's facts, or 404. */
export interface RegisterAnswer {
  address: string;
  postalCode: string;
  city: string;
  yearBuilt: number | null;
  squareMeters: number | null;
  plotArea: number | null;
}

export const LISTING_WIZARD_MESSAGES = {
  registerNotFound: 'Fant ikke adressen i registeret; fyll inn byggeår og areal selv',
  published: 'Annonsen er publisert',
  publishFailed: 'Kunne ikke publisere annonsen',
} as const;
