/**
 * The listing wizard (/{locale}/products/property-listings/create): the spec's "Property listing draft", its eight
 * steps, the §5 validations with their message keys (checked in the wizard and again on the server), the §9 choices,
 * and the answers of the honest AI helpers (a description composed from the facts, a price from comparable listings,
 * year and area from the address register sample).
 */
import type { AccessLocale } from './product-access';
import { medianOf } from './median';
import { PROPERTY_CITIES, propertyTypeLabel, type PropertyListingType, type PropertyType } from './property-listings';

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
  registerQuery: 'Oppgi adresse og postnummer (fire siffer)',
  draftUnreadable: 'Send annonsen som JSON i feltet data',
} as const;

/** The facility names in English, for the English description (the listing stores the Norwegian names). */
export const LISTING_FACILITY_LABELS_EN: Record<ListingFacility, string> = {
  Balkong: 'balcony',
  Terrasse: 'terrace',
  Hage: 'garden',
  Garage: 'garage',
  Carport: 'carport',
  Oppvarming: 'heating',
  Kjeller: 'basement',
  Soverom: 'bedroom',
  Bad: 'bathroom',
  Kjøkken: 'kitchen',
  Stue: 'living room',
  Kontor: 'office',
  Vaskerom: 'laundry room',
  Bod: 'storage room',
  Fyrrom: 'boiler room',
};

const DRAFT_EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL_CODE_SHAPE = /^\d{4}$/;

export type ListingDraftCheck = { ok: true; value: PropertyListingDraft } | { ok: false; errors: ListingDraftError[] };

/**
 * Checks a wizard draft as the wizard (before Next) and the server (before publishing) do: texts trimmed, the §5
 * required rules with their keys, and types, ranges, lengths, a four-digit postal code, a known city and facilities,
 * year built from 1700 to this year and an e-mail's shape. A missing optional field takes its default. With `step`,
 * only that step's fields are judged (the review step judges all), with `fields` only those (a call that reads a
 * part of the draft); the other fields of `value` are then their defaults where they were refused.
 */
export function validateListingDraft(
  body: unknown,
  locale: AccessLocale,
  opts: { step?: WizardStep; fields?: readonly (keyof PropertyListingDraft)[] } = {},
): ListingDraftCheck {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const texts = LISTING_DRAFT_TEXTS[locale] ?? LISTING_DRAFT_TEXTS.no;
  const errors: ListingDraftError[] = [];
  const refuse = (field: keyof PropertyListingDraft, key: ListingDraftKey) => {
    errors.push({ field, key, message: texts[key] });
  };
  const value: PropertyListingDraft = { ...LISTING_DRAFT_DEFAULTS, features: [] };

  const text = (field: TextField, max: number, required?: ListingDraftKey): string | undefined => {
    const raw = input[field];
    const trimmed = typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : undefined;
    if (trimmed === undefined) {
      refuse(field, required ?? 'form.tooLong');
      return undefined;
    }
    if (!trimmed && required) return void refuse(field, required);
    if (trimmed.length > max) return void refuse(field, 'form.tooLong');
    return trimmed;
  };
  const whole = (field: NumberField, min: number, max: number, tooLow: ListingDraftKey, outside: ListingDraftKey = 'form.numberOutOfRange') => {
    const raw = input[field];
    if (raw === undefined && !(field in REQUIRED_NUMBERS)) return LISTING_DRAFT_DEFAULTS[field];
    if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < min) return void refuse(field, tooLow);
    if (!Number.isInteger(raw) || raw > max) return void refuse(field, outside);
    return raw;
  };
  const assign = <K extends keyof PropertyListingDraft>(field: K, checked: PropertyListingDraft[K] | undefined) => {
    if (checked !== undefined) value[field] = checked;
  };

  assign('address', text('address', LISTING_DRAFT_LIMITS.address, 'form.addressRequired'));
  const propertyType = input.propertyType ?? LISTING_DRAFT_DEFAULTS.propertyType;
  if ((WIZARD_PROPERTY_TYPES as readonly unknown[]).includes(propertyType)) value.propertyType = propertyType as PropertyType;
  else refuse('propertyType', 'form.propertyTypeUnknown');
  const listingType = input.listingType ?? LISTING_DRAFT_DEFAULTS.listingType;
  if ((WIZARD_LISTING_TYPES as readonly unknown[]).includes(listingType)) value.listingType = listingType as PropertyListingType;
  else refuse('listingType', 'form.listingTypeUnknown');
  assign('price', whole('price', 1, LISTING_DRAFT_LIMITS.price, 'form.priceRequired'));

  assign('squareMeters', whole('squareMeters', 1, LISTING_DRAFT_LIMITS.squareMeters, 'form.squareMetersRequired'));
  assign('bedrooms', whole('bedrooms', 0, LISTING_DRAFT_LIMITS.rooms, 'form.numberOutOfRange'));
  assign('bathrooms', whole('bathrooms', 0, LISTING_DRAFT_LIMITS.rooms, 'form.numberOutOfRange'));
  assign('parkingSpaces', whole('parkingSpaces', 0, LISTING_DRAFT_LIMITS.parkingSpaces, 'form.numberOutOfRange'));
  assign(
    'yearBuilt',
    whole('yearBuilt', LISTING_DRAFT_LIMITS.yearBuiltMin, new Date().getFullYear(), 'form.yearBuiltOutOfRange', 'form.yearBuiltOutOfRange'),
  );

  // City and postal code are judged by the list and the shape, whatever their length.
  const city = text('city', Infinity, 'form.cityRequired');
  if (city) {
    const known = PROPERTY_CITIES.find((name) => name.toLocaleLowerCase('nb') === city.toLocaleLowerCase('nb'));
    if (known) value.city = known;
    else refuse('city', 'form.cityUnknown');
  }
  const postalCode = text('postalCode', Infinity, 'form.postalCodeRequired');
  if (postalCode) {
    if (POSTAL_CODE_SHAPE.test(postalCode)) value.postalCode = postalCode;
    else refuse('postalCode', 'form.postalCodeInvalid');
  }
  assign('neighborhood', text('neighborhood', LISTING_DRAFT_LIMITS.neighborhood));

  const features = input.features ?? [];
  if (!Array.isArray(features) || features.some((name) => !(LISTING_FACILITIES as readonly unknown[]).includes(name))) {
    refuse('features', 'form.featureUnknown');
  } else {
    // In the §9 order, each once.
    value.features = LISTING_FACILITIES.filter((name) => features.includes(name));
  }

  assign('contactName', text('contactName', LISTING_DRAFT_LIMITS.contactName, 'form.contactNameRequired'));
  const email = text('contactEmail', LISTING_DRAFT_LIMITS.contactEmail, 'form.contactEmailRequired');
  if (email) {
    if (DRAFT_EMAIL_SHAPE.test(email)) value.contactEmail = email;
    else refuse('contactEmail', 'form.contactEmailInvalid');
  }
  assign('contactPhone', text('contactPhone', LISTING_DRAFT_LIMITS.contactPhone));
  assign('description', text('description', LISTING_DRAFT_LIMITS.description));
  for (const flag of ['useAIDescription', 'useAIPricing', 'useMatrikkelData'] as const) {
    if (typeof input[flag] === 'boolean') value[flag] = input[flag];
  }

  const judged = opts.fields
    ? new Set<string>(opts.fields)
    : opts.step && opts.step !== 'review'
      ? new Set<string>(WIZARD_STEP_FIELDS[opts.step])
      : null;
  const counted = judged ? errors.filter((error) => judged.has(error.field)) : errors;
  return counted.length ? { ok: false, errors: counted } : { ok: true, value };
}

type TextField = 'address' | 'city' | 'postalCode' | 'neighborhood' | 'contactName' | 'contactEmail' | 'contactPhone' | 'description';
type NumberField = 'price' | 'squareMeters' | 'bedrooms' | 'bathrooms' | 'parkingSpaces' | 'yearBuilt';
/** The numbers the draft must give (§5); the others take their defaults when missing. */
const REQUIRED_NUMBERS = { price: true, squareMeters: true } as const;

const LISTING_PHRASES: Record<PropertyListingType, Record<AccessLocale, string>> = {
  sale: { no: 'til salgs', en: 'for sale' },
  rent: { no: 'til leie', en: 'for rent' },
  sublet: { no: 'til fremleie', en: 'for sublet' },
};

const TITLE_PREFIXES: Record<PropertyListingType, Record<AccessLocale, string>> = {
  sale: { no: '', en: '' },
  rent: { no: 'Til leie: ', en: 'For rent: ' },
  sublet: { no: 'Fremleie: ', en: 'Sublet: ' },
};

/** Where the listing is, as shown: 'Sandviken, Bergen', or the city alone. */
export const listingPlaceLabel = (draft: Pick<PropertyListingDraft, 'city' | 'neighborhood'>): string =>
  draft.neighborhood ? `${draft.neighborhood}, ${draft.city}` : draft.city;

/** The type as a noun in a sentence: the labels, but 'Commercial premises' rather than the filter's 'Commercial'. */
const typeNoun = (type: PropertyType, locale: AccessLocale) =>
  locale === 'en' && type === 'commercial' ? 'Commercial premises' : propertyTypeLabel(type, locale);

/** A published listing's title from its type, area and place: 'Leilighet på 64 m² i Bergen' / 'Apartment of 64 m² in Bergen'. */
export function composeListingTitle(
  draft: Pick<PropertyListingDraft, 'propertyType' | 'listingType' | 'squareMeters' | 'city' | 'neighborhood'>,
  locale: AccessLocale,
): string {
  const type = typeNoun(draft.propertyType, locale);
  const place = listingPlaceLabel(draft);
  const body = locale === 'en' ? `${type} of ${draft.squareMeters} m² in ${place}` : `${type} på ${draft.squareMeters} m² i ${place}`;
  return `${TITLE_PREFIXES[draft.listingType][locale]}${body}`;
}

/** Joins a list as a sentence does: 'a, b og c' / 'a, b and c'. */
function joinWords(words: readonly string[], locale: AccessLocale): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${locale === 'en' ? 'and' : 'og'} ${words[words.length - 1]}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Facts beyond the draft that a description may use (the address register's plot area). */
export interface ListingDescriptionFacts {
  plotArea?: number | null;
}

/**
 * The AI option's ad text, composed from the draft's facts only (type, size, rooms, bathrooms, parking, facilities,
 * place, year, listing type): a few plain sentences with no claim the draft does not make. No model is called.
 */
export function composeListingDescription(
  draft: Pick<
    PropertyListingDraft,
    'propertyType' | 'listingType' | 'squareMeters' | 'bedrooms' | 'bathrooms' | 'parkingSpaces' | 'features' | 'city' | 'neighborhood' | 'yearBuilt'
  >,
  locale: AccessLocale,
  facts: ListingDescriptionFacts = {},
): string {
  const en = locale === 'en';
  const type = typeNoun(draft.propertyType, locale);
  const place = listingPlaceLabel(draft);
  const phrase = LISTING_PHRASES[draft.listingType][locale];
  const sentences: string[] = [];
  sentences.push(en ? `${type} of ${draft.squareMeters} m² ${phrase} in ${place}.` : `${type} på ${draft.squareMeters} m² ${phrase} i ${place}.`);

  const rooms: string[] = [];
  if (draft.bedrooms > 0) rooms.push(en ? count(draft.bedrooms, 'bedroom', 'bedrooms') : `${draft.bedrooms} soverom`);
  if (draft.bathrooms > 0) rooms.push(en ? count(draft.bathrooms, 'bathroom', 'bathrooms') : `${draft.bathrooms} bad`);
  if (rooms.length) sentences.push(en ? `It has ${joinWords(rooms, locale)}.` : `Boligen har ${joinWords(rooms, locale)}.`);

  if (draft.yearBuilt) sentences.push(en ? `Built in ${draft.yearBuilt}.` : `Bygget i ${draft.yearBuilt}.`);
  if (facts.plotArea) sentences.push(en ? `The plot is ${facts.plotArea} m².` : `Tomten er på ${facts.plotArea} m².`);

  if (draft.features.length) {
    const names = draft.features.map((name) => (en ? LISTING_FACILITY_LABELS_EN[name] : name.toLocaleLowerCase('nb')));
    sentences.push(en ? `Facilities: ${joinWords(names, locale)}.` : `Fasiliteter: ${joinWords(names, locale)}.`);
  }
  if (draft.parkingSpaces > 0) {
    sentences.push(
      en
        ? `Comes with ${count(draft.parkingSpaces, 'parking space', 'parking spaces')}.`
        : `Med ${count(draft.parkingSpaces, 'parkeringsplass', 'parkeringsplasser')}.`,
    );
  }
  sentences.push(en ? 'Get in touch for more information or a viewing.' : 'Ta kontakt for mer informasjon eller visning.');
  return sentences.join(' ');
}

/**
 * The pricing estimate from comparable prices per m² (already the nearest in size): their median times the area,
 * rounded to 10,000 kr for a sale and 100 kr for a rent; null with fewer than PRICING_MIN_COMPARABLES.
 */
export function medianPriceEstimate(
  pricesPerSqm: readonly number[],
  squareMeters: number,
  listingType: PropertyListingType,
): { price: number; pricePerSqm: number } | null {
  const median = medianOf(pricesPerSqm);
  if (median === null || pricesPerSqm.length < PRICING_MIN_COMPARABLES) return null;
  const step = listingType === 'sale' ? 10_000 : 100;
  return { price: Math.round((median * squareMeters) / step) * step, pricePerSqm: Math.round(median) };
}

/**
 * Monthly rent per m² when too few comparable rentals exist: about 250 kr, the middle of the sample cities' rent
 * levels (the spec's 80,000 kr per m² is an asking price and would make a rent absurd).
 */
export const FALLBACK_RENT_PER_SQM = 250;

/** The fallback estimate (§8, without its random factor): FALLBACK_PRICE_PER_SQM per m² for a sale, FALLBACK_RENT_PER_SQM for a rent. */
export function fallbackPriceEstimate(squareMeters: number, listingType: PropertyListingType): { price: number; pricePerSqm: number } {
  const pricePerSqm = listingType === 'sale' ? FALLBACK_PRICE_PER_SQM : FALLBACK_RENT_PER_SQM;
  const step = listingType === 'sale' ? 10_000 : 100;
  return { price: Math.round((pricePerSqm * squareMeters) / step) * step, pricePerSqm };
}
