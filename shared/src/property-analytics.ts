/**
 * Property analytics (Eiendomsanalyse): the areas of spec §9, the statistics computed for each from the stored
 * property listings, the reports, the report subscriptions and the public data API. One contract for the server, the
 * site and the API's documentation page.
 */
import type { AccessLocale } from './product-access';
import type { ProductApiKey } from './product-api-keys';
import type { PropertyType } from './property-listings';

/**
 * An area of §9: a city (every listing whose city is that city), or a named district of a city (the listings of that
 * city whose postal code lies in the district's range, so listings from the wizard count as well as the samples).
 */
export interface PropertyArea {
  id: string;
  name: string;
  city: string;
  /** A district's postal codes, inclusive ('0550'..'0559'); absent for a whole city. */
  postalCodes?: readonly [from: string, to: string];
}

export const PROPERTY_AREAS: readonly PropertyArea[] = [
  { id: 'oslo', name: 'Oslo', city: 'Oslo' },
  { id: 'bergen', name: 'Bergen', city: 'Bergen' },
  { id: 'trondheim', name: 'Trondheim', city: 'Trondheim' },
  { id: 'stavanger', name: 'Stavanger', city: 'Stavanger' },
  { id: 'drammen', name: 'Drammen', city: 'Drammen' },
  { id: 'fredrikstad', name: 'Fredrikstad', city: 'Fredrikstad' },
  { id: 'kristiansand', name: 'Kristiansand', city: 'Kristiansand' },
  { id: 'tromso', name: 'Tromsø', city: 'Tromsø' },
  { id: 'oslo-grunerlokka', name: 'Grünerløkka', city: 'Oslo', postalCodes: ['0550', '0559'] },
  { id: 'oslo-frogner', name: 'Frogner', city: 'Oslo', postalCodes: ['0250', '0275'] },
  { id: 'oslo-majorstuen', name: 'Majorstuen', city: 'Oslo', postalCodes: ['0350', '0369'] },
  { id: 'oslo-sagene', name: 'Sagene', city: 'Oslo', postalCodes: ['0450', '0489'] },
  { id: 'bergen-sandviken', name: 'Sandviken', city: 'Bergen', postalCodes: ['5033', '5036'] },
  { id: 'bergen-sentrum', name: 'Sentrum', city: 'Bergen', postalCodes: ['5003', '5020'] },
];

export type PropertyAreaId = string;

export function propertyArea(id: string): PropertyArea | null {
  return PROPERTY_AREAS.find((area) => area.id === id) ?? null;
}

/** 'Frogner, Oslo' for a district, 'Oslo' for a city. */
export const propertyAreaLabel = (area: PropertyArea): string => (area.postalCodes ? `${area.name}, ${area.city}` : area.name);

/** Whether a listing lies in the area: the same city, and for a district a postal code in its range. */
export function inPropertyArea(area: PropertyArea, listing: { city: string; postal_code: string }): boolean {
  if (listing.city !== area.city) return false;
  if (!area.postalCodes) return true;
  const [from, to] = area.postalCodes;
  return listing.postal_code >= from && listing.postal_code <= to;
}

/** The homes the statistics read (rooms, cabins and commercial premises would skew a price per m²). */
export const PROPERTY_STAT_TYPES: readonly PropertyType[] = ['apartment', 'house', 'townhouse'];
/** The window of the current figures, and of the trend's earlier period before it. */
export const PROPERTY_STAT_WINDOW_DAYS = 90;
/** Months in an area's monthly series (the current month last). */
export const PROPERTY_SERIES_MONTHS = 12;
/**
 * Months of supply below this is a low inventory (a sellers' market), above the high mark a high one (a buyers'
 * market). Wide bands: every unsold listing counts as on the market, also one that has stood for months.
 */
export const INVENTORY_THRESHOLDS = { low: 6, high: 12 } as const;
/** Buyer demand against the median of all areas' views per listing and day: this much above is high, below low. */
export const DEMAND_THRESHOLDS = { high: 1.15, low: 0.85 } as const;
/** The interest rate the investment figures use (spec §9). */
export const PROPERTY_INTEREST_RATE_PCT = 4.75;

const decimalComma = (value: number) => String(value).replace('.', ',');

export const INVENTORY_LEVELS = ['low', 'balanced', 'high'] as const;
export type InventoryLevel = (typeof INVENTORY_LEVELS)[number];
export const DEMAND_LEVELS = ['low', 'medium', 'high'] as const;
export type DemandLevel = (typeof DEMAND_LEVELS)[number];

/** One area's current figures; null where the window holds no listing to compute from. */
export interface AreaStatistics {
  id: string;
  name: string;
  /** propertyAreaLabel of the area. */
  label: string;
  city: string;
  /** The city's area id for a district, null for a city. */
  parentId: string | null;
  /** Median asking price per m² (kr) of the sale listings of homes published in the last 90 days. */
  pricePerSqm: number | null;
  /** The change of that median against the 90 days before, in percent with one decimal. */
  trendPct: number | null;
  /** Sale listings of homes on the market now (published, not sold). */
  listings: number;
  /** Median days from publishing to sale of the homes sold in the last 90 days. */
  daysOnMarket: number | null;
  /** Homes sold in the last 90 days. */
  sold90d: number;
  /** Listings on the market divided by the homes sold per month over the last 90 days (one decimal). */
  monthsOfSupply: number | null;
  inventoryLevel: InventoryLevel | null;
  /** Mean views per day on the market of the listings on the market now (one decimal). */
  viewsPerDay: number | null;
  buyerDemand: DemandLevel | null;
  /** Median monthly rent per m² (kr) of the rent listings of homes published in the last 12 months. */
  rentPerSqm: number | null;
  /** Gross yield in percent (rentPerSqm × 12 / pricePerSqm × 100, one decimal). */
  grossYieldPct: number | null;
}

/** One month of an area's series ('2026-11'); the figures of the listings published, or sold, in that month. */
export interface AreaMonth {
  month: string;
  /** Median asking price per m² of the homes for sale published that month. */
  pricePerSqm: number | null;
  newListings: number;
  sold: number;
  /** Median days on market of the homes sold that month. */
  daysOnMarket: number | null;
}

export interface AreaTypeFigures {
  type: PropertyType;
  listings: number;
  pricePerSqm: number | null;
}

/** GET /api/data/property/areas/{id} and the public API's area: the figures, the series and the types. */
export interface AreaDetail extends AreaStatistics {
  series: AreaMonth[];
  /** The sale listings on the market now by type (every type), with their median asking price per m². */
  propertyTypes: AreaTypeFigures[];
}

/** The market overview cards: every area of §9 together (the cities, so no listing counts twice). */
export interface PropertyMarketOverview {
  listings: number;
  pricePerSqm: number | null;
  trendPct: number | null;
  daysOnMarket: number | null;
  sold90d: number;
}

/** GET /api/data/property/areas. */
export interface AreaStatisticsList {
  areas: AreaStatistics[];
  overview: PropertyMarketOverview;
  /** When the figures were computed (they are cached until a listing changes). */
  computedAt: string;
}

/** A stored listing as the Search tab and the public API show it. */
export interface AreaListing {
  finnCode: string;
  title: string;
  address: string;
  postalCode: string;
  city: string;
  areaLabel: string;
  propertyType: PropertyType;
  price: number | null;
  livingArea: number;
  pricePerSqm: number | null;
  bedrooms: number;
  views: number;
  listedAt: string;
  soldAt: string | null;
  daysOnMarket: number;
  /** The card rendition of the first image, or null (the site shows a placeholder). */
  image: string | null;
  /** The listing's page on the platform ('/products/property-listings/{finnCode}'). */
  url: string;
}

export const AREA_LISTING_SORTS = ['newest', 'price-asc', 'price-desc', 'sqm-price-asc', 'sqm-price-desc', 'views'] as const;
export type AreaListingSort = (typeof AREA_LISTING_SORTS)[number];
export const AREA_LISTINGS_PAGE_SIZE = 20;
export const AREA_LISTINGS_MAX_PAGE_SIZE = 100;

/** Which listings a listings query asks for: on the market, sold, or both. */
export const AREA_LISTING_STATUSES = ['active', 'sold', 'all'] as const;
export type AreaListingStatus = (typeof AREA_LISTING_STATUSES)[number];

/** GET /api/data/property/listings?area=&status=active|sold|all&sort=&page=&pageSize= */
export interface AreaListingQuery {
  area: string | null;
  status: AreaListingStatus;
  sort: AreaListingSort;
  page: number;
  pageSize: number;
}

export interface AreaListingPage {
  listings: AreaListing[];
  total: number;
  page: number;
  pageSize: number;
}

/** The report types of §9; market-analysis is free for every signed-in user, the others need access to the product. */
export const PROPERTY_REPORT_TYPES = ['market-analysis', 'investment', 'area-comparison', 'price-prediction', 'rental-yield', 'custom'] as const;
export type PropertyReportType = (typeof PROPERTY_REPORT_TYPES)[number];
export const FREE_PROPERTY_REPORT: PropertyReportType = 'market-analysis';

/** The parts a custom report can hold (the other types are fixed choices of them). */
export const PROPERTY_REPORT_SECTIONS = ['key-figures', 'monthly-series', 'property-types', 'rental-yield', 'price-prediction', 'listings'] as const;
export type PropertyReportSection = (typeof PROPERTY_REPORT_SECTIONS)[number];

export const PROPERTY_REPORT_LABELS: Record<PropertyReportType, Record<AccessLocale, string>> = {
  'market-analysis': { no: 'Markedsanalyse', en: 'Market analysis' },
  investment: { no: 'Investeringsanalyse', en: 'Investment analysis' },
  'area-comparison': { no: 'Områdesammenligning', en: 'Area comparison' },
  'price-prediction': { no: 'Prisprognose', en: 'Price prediction' },
  'rental-yield': { no: 'Utleieavkastning', en: 'Rental yield' },
  custom: { no: 'Tilpasset rapport', en: 'Custom report' },
};

export const PROPERTY_REPORT_SECTION_LABELS: Record<PropertyReportSection, Record<AccessLocale, string>> = {
  'key-figures': { no: 'Nøkkeltall', en: 'Key figures' },
  'monthly-series': { no: 'Utvikling måned for måned', en: 'Month by month' },
  'property-types': { no: 'Boligtyper', en: 'Property types' },
  'rental-yield': { no: 'Leie og avkastning', en: 'Rent and yield' },
  'price-prediction': { no: 'Prisprognose', en: 'Price prediction' },
  listings: { no: 'Boliger til salgs', en: 'Homes for sale' },
};

/** POST /api/data/property/reports: answers the PDF (application/pdf, attachment). */
export interface PropertyReportRequest {
  type: PropertyReportType;
  area: string;
  /** The second area of an area-comparison (required there, refused equal to `area`). */
  compareArea?: string | null;
  /** A custom report's sections (at least one). */
  sections?: PropertyReportSection[];
  locale?: AccessLocale;
}

/** Report subscriptions: the report is e-mailed monthly (on demand until the job runner exists). */
export const REPORT_FREQUENCIES = ['monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/** POST /api/data/property/report-subscriptions. */
export interface ReportSubscriptionInput {
  type: PropertyReportType;
  area: string;
  compareArea?: string | null;
  sections?: PropertyReportSection[];
  /** Defaults to the user's e-mail (spec §5). */
  email?: string;
  frequency?: ReportFrequency;
}

/** GET /api/data/property/report-subscriptions (the user's own, newest first); DELETE /{id}; POST /{id}/send. */
export interface ReportSubscription {
  id: number;
  type: PropertyReportType;
  area: string;
  compareArea: string | null;
  sections: PropertyReportSection[];
  email: string;
  frequency: ReportFrequency;
  createdAt: string;
  lastSentAt: string | null;
}

export const REPORT_SUBSCRIPTION_LIMIT = 10;
/** 'Send nå' an hour: per user, and per recipient address (several users may name one address). */
export const REPORT_SEND_LIMITS = { perUser: 5, perRecipient: 3 } as const;

export const PROPERTY_ANALYTICS_MESSAGES = {
  bodyNotObject: 'Forespørselen må være et JSON-objekt',
  unknownArea: 'Ukjent område',
  unknownReportType: `Ukjent rapporttype (gyldige: ${PROPERTY_REPORT_TYPES.join(', ')})`,
  compareAreaRequired: 'Velg et område å sammenligne med',
  compareAreaSame: 'Velg to forskjellige områder å sammenligne',
  sectionsRequired: 'Velg minst én del til rapporten',
  unknownSection: `Ukjent rapportdel (gyldige: ${PROPERTY_REPORT_SECTIONS.join(', ')})`,
  reportNeedsAccess: 'Denne rapporten krever tilgang til Eiendomsanalyse. Markedsanalysen er gratis.',
  emailInvalid: 'Ugyldig e-postadresse',
  subscriptionNotFound: 'Fant ikke abonnementet',
  tooManySubscriptions: `Du kan ha høyst ${REPORT_SUBSCRIPTION_LIMIT} rapportabonnementer`,
  unknownFrequency: `Ukjent frekvens (gyldig: ${REPORT_FREQUENCIES.join(', ')})`,
  reportSent: (email: string) => `Rapporten er sendt til ${email}`,
  reportMailFailed: 'Rapporten kunne ikke sendes nå. Prøv igjen senere.',
  tooManyReportMails: 'Det er sendt mange rapporter på kort tid. Prøv igjen om en time.',
  badListingQuery: 'Ugyldig side, sidestørrelse, status eller sortering',
} as const;

/**
 * How each figure is computed, for the tooltips and the reports (one text, so the page and the PDF say the same).
 */
export const PROPERTY_STAT_FORMULAS: Record<
  'pricePerSqm' | 'trendPct' | 'listings' | 'daysOnMarket' | 'inventoryLevel' | 'buyerDemand' | 'grossYieldPct',
  Record<AccessLocale, string>
> = {
  pricePerSqm: {
    no: 'Median av prisantydning ÷ bruksareal for leiligheter, eneboliger og rekkehus til salgs, publisert siste 90 dager.',
    en: 'Median of asking price ÷ living area of apartments, houses and townhouses for sale published in the last 90 days.',
  },
  trendPct: {
    no: 'Endring i median kvadratmeterpris siste 90 dager mot de 90 dagene før, i prosent.',
    en: 'Change of the median price per m² of the last 90 days against the 90 days before, in percent.',
  },
  listings: {
    no: 'Boliger til salgs nå: publiserte salgsannonser som ikke er solgt.',
    en: 'Homes for sale now: published sale listings not yet sold.',
  },
  daysOnMarket: {
    no: 'Median antall dager fra publisering til salg for boliger solgt siste 90 dager.',
    en: 'Median days from publishing to sale of the homes sold in the last 90 days.',
  },
  inventoryLevel: {
    no: `Måneder med tilbud = boliger til salgs ÷ solgte per måned (siste 90 dager). Under ${INVENTORY_THRESHOLDS.low}: lavt, over ${INVENTORY_THRESHOLDS.high}: høyt.`,
    en: `Months of supply = homes for sale ÷ homes sold per month (last 90 days). Below ${INVENTORY_THRESHOLDS.low}: low, above ${INVENTORY_THRESHOLDS.high}: high.`,
  },
  buyerDemand: {
    no: `Snittvisninger per dag for boliger til salgs, mot medianen for alle områder: over ${decimalComma(DEMAND_THRESHOLDS.high)}× høy, under ${decimalComma(DEMAND_THRESHOLDS.low)}× lav.`,
    en: `Mean views per day of the homes for sale, against the median of all areas: above ${DEMAND_THRESHOLDS.high}× high, below ${DEMAND_THRESHOLDS.low}× low.`,
  },
  grossYieldPct: {
    no: 'Brutto avkastning = median månedsleie per m² (leieannonser siste 12 måneder) × 12 ÷ median kvadratmeterpris.',
    en: 'Gross yield = median monthly rent per m² (rent listings of the last 12 months) × 12 ÷ median price per m².',
  },
};

/** The product whose keys open the public data API (and whose access its calls need). */
export const DATA_API_PRODUCT = 'property';
/** The public data API: keys start with this, sent in the header below; the limit is per user and hour. */
export const PROPERTY_API_KEY_START = 'prop_';
export const PUBLIC_API_KEY_HEADER = 'x-api-key';
export const PUBLIC_API_BASE = '/api/public/v1';
/** Requests per hour for standard plans (spec §9); an enterprise plan has no limit. PUBLIC_API_RATE_LIMIT overrides. */
export const PUBLIC_API_HOURLY_LIMIT = 1000;

/** GET /api/auth/api-keys: the signed-in user's keys for the data API, their calls, and their hourly limit (null: none). */
export interface DataApiKeyList {
  keys: ProductApiKey[];
  apiCalls: number;
  hourlyLimit: number | null;
}

/** GET /api/public/v1/areas: the figures of every area, as `{ data, meta }`. */
export interface PublicAreasAnswer {
  data: AreaStatistics[];
  meta: { overview: PropertyMarketOverview; computedAt: string };
}

/** GET /api/public/v1/areas/{id}. */
export interface PublicAreaAnswer {
  data: AreaDetail;
  meta: Record<string, never>;
}

/** GET /api/public/v1/listings. */
export interface PublicListingsAnswer {
  data: AreaListing[];
  meta: { total: number; page: number; pageSize: number };
}

export const PUBLIC_API_MESSAGES = {
  keyRequired: `Send API-nøkkelen i headeren ${PUBLIC_API_KEY_HEADER}`,
  rateLimited: (limit: number) => `For mange forespørsler: høyst ${limit} per time. Prøv igjen senere.`,
} as const;

/** The last page a listings query may ask for (keeps the offset a plain number). */
export const AREA_LISTINGS_MAX_PAGE = 10_000;

/** What a listings query means by a parameter it leaves out (every area when `area` is left out). */
export const AREA_LISTING_QUERY_DEFAULTS = {
  status: 'active',
  sort: 'newest',
  page: 1,
  pageSize: AREA_LISTINGS_PAGE_SIZE,
} as const satisfies Omit<AreaListingQuery, 'area'>;

const WHOLE_NUMBER = /^\d+$/;

/** A query value as text: absent or empty is undefined (the default), a repeated parameter (an array) null. */
function queryText(value: unknown): string | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** A whole number from 1 to `max`, the default when absent, else null. */
function queryWhole(value: unknown, fallback: number, max: number): number | null {
  const text = queryText(value);
  if (text === undefined) return fallback;
  if (text === null || !WHOLE_NUMBER.test(text)) return null;
  const number = Number(text);
  return Number.isSafeInteger(number) && number >= 1 && number <= max ? number : null;
}

/**
 * The query string of GET /api/data/property/listings (and the public API's listings), checked: an unknown area is
 * refused with unknownArea, any other bad value with badListingQuery. Defaults: every area and
 * AREA_LISTING_QUERY_DEFAULTS (at most AREA_LISTINGS_MAX_PAGE_SIZE per page, AREA_LISTINGS_MAX_PAGE pages).
 */
export function parseAreaListingQuery(params: Record<string, unknown>): { ok: true; value: AreaListingQuery } | { ok: false; message: string } {
  const bad = { ok: false as const, message: PROPERTY_ANALYTICS_MESSAGES.badListingQuery };
  const area = queryText(params.area);
  if (area === null || (area !== undefined && !propertyArea(area))) return { ok: false, message: PROPERTY_ANALYTICS_MESSAGES.unknownArea };
  const status = queryText(params.status) ?? AREA_LISTING_QUERY_DEFAULTS.status;
  if (status === null || !(AREA_LISTING_STATUSES as readonly string[]).includes(status)) return bad;
  const sort = queryText(params.sort) ?? AREA_LISTING_QUERY_DEFAULTS.sort;
  if (sort === null || !(AREA_LISTING_SORTS as readonly string[]).includes(sort)) return bad;
  const page = queryWhole(params.page, AREA_LISTING_QUERY_DEFAULTS.page, AREA_LISTINGS_MAX_PAGE);
  const pageSize = queryWhole(params.pageSize, AREA_LISTING_QUERY_DEFAULTS.pageSize, AREA_LISTINGS_MAX_PAGE_SIZE);
  if (page === null || pageSize === null) return bad;
  return { ok: true, value: { area: area ?? null, status: status as AreaListingStatus, sort: sort as AreaListingSort, page, pageSize } };
}
