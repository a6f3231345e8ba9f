/**
 * Market Intelligence (part of the data product 'data'): the summary of the stored property and vehicle listings
 * (the spec's "Market data response"), the stored yearly statistics series per county, the downloads and the e-mail
 * subscription. The server computes every figure; the page, the PDF and the Excel file show the same answer.
 */
import type { AccessLocale } from './product-access';

export const MARKET_PRODUCT_ID = 'data';

export interface MarketSummary {
  total_listings: number;
  /** Listings published in the period. */
  new_listings: number;
  /** Over the listings published in the period that have a price; null without any. */
  avg_price: number | null;
  median_price: number | null;
  min_price: number | null;
  max_price: number | null;
  /** New listings in the period against the previous period of equal length, in percent (one decimal); null when
   * the previous period had none. */
  listings_change_pct: number | null;
  /** Average price of the period's new listings against the previous period's, in percent (one decimal). */
  price_change_pct: number | null;
}

export interface MarketData {
  /** When the figures were computed (ISO); the page's last-updated chip. */
  timestamp: string;
  /** The period the summaries compare, in days, ending at `timestamp`. */
  periodDays: number;
  property: {
    summary: MarketSummary;
    topLocations: Array<{ location: string; count: number; avg_price: number | null }>;
    propertyTypes: Array<{ type: string; count: number; avg_price: number | null }>;
  };
  auto: {
    summary: MarketSummary;
    topBrands: Array<{ brand: string; count: number; new_listings: number; avg_price: number | null }>;
    categories: Array<{ category: string; count: number; avg_price: number | null }>;
  };
}

/** Rows of each table (spec §9). */
export const MARKET_TABLE_LIMITS = { topLocations: 8, propertyTypes: 8, topBrands: 10, categories: 8 } as const;
export const MARKET_PERIOD_DAYS = 30;
/** How long a computed summary is served from the cache when no listing has changed. */
export const MARKET_CACHE_SECONDS = 300;

/** The six tabs of the page, in order. */
export const MARKET_TABS = ['overview', 'property', 'auto', 'companies', 'health', 'education'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

/** The three tabs that read stored statistics series. */
export const STATISTICS_TOPICS = ['companies', 'health', 'education'] as const;
export type StatisticsTopic = (typeof STATISTICS_TOPICS)[number];

export interface StatisticsSeriesDefinition {
  id: string;
  topic: StatisticsTopic;
  label: Record<AccessLocale, string>;
  unit: 'count' | 'percent' | 'years';
  /** How the national figure is made from the counties': counts add up, rates and ages are averaged. */
  national: 'sum' | 'mean';
}

/** The stored yearly series per county (seeded sample data, documented as such in the README). */
export const STATISTICS_SERIES: readonly StatisticsSeriesDefinition[] = [
  { id: 'bankruptcies', topic: 'companies', label: { no: 'Konkurser', en: 'Bankruptcies' }, unit: 'count', national: 'sum' },
  { id: 'new_companies', topic: 'companies', label: { no: 'Nyetablerte foretak', en: 'New companies' }, unit: 'count', national: 'sum' },
  { id: 'life_expectancy', topic: 'health', label: { no: 'Forventet levealder', en: 'Life expectancy' }, unit: 'years', national: 'mean' },
  { id: 'sick_leave_pct', topic: 'health', label: { no: 'Sykefravær', en: 'Sick leave' }, unit: 'percent', national: 'mean' },
  {
    id: 'higher_education_pct',
    topic: 'education',
    label: { no: 'Andel med høyere utdanning', en: 'Share with higher education' },
    unit: 'percent',
    national: 'mean',
  },
  {
    id: 'upper_secondary_completion_pct',
    topic: 'education',
    label: { no: 'Fullført videregående innen fem år', en: 'Upper secondary completed within five years' },
    unit: 'percent',
    national: 'mean',
  },
];

export interface StatisticsSeries {
  id: string;
  label: string;
  unit: StatisticsSeriesDefinition['unit'];
  /** The national figure per year. */
  national: Array<{ year: number; value: number }>;
  /** Each county's figure per year (county name as the region tree labels it). */
  byCounty: Array<{ county: string; values: Array<{ year: number; value: number }> }>;
}

/** GET /api/market-intelligence/statistics/:topic?locale= */
export interface StatisticsAnswer {
  topic: StatisticsTopic;
  years: number[];
  series: StatisticsSeries[];
}

export const MARKET_EXPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type MarketExportFormat = (typeof MARKET_EXPORT_FORMATS)[number];

export const MARKET_MESSAGES = {
  unknownTopic: `Ukjent statistikk: velg en av ${STATISTICS_TOPICS.join(', ')}`,
  unknownFormat: `Ukjent format: velg en av ${MARKET_EXPORT_FORMATS.join(', ')}`,
  invalidEmail: 'Skriv inn en gyldig e-postadresse',
  invalidLocale: 'Språk må være no eller en',
  subscribed: 'Abonnementet er registrert. Vi har sendt en bekreftelse på e-post.',
  alreadySubscribed: 'Denne e-postadressen abonnerer allerede.',
  mailFailed: 'Abonnementet er registrert, men bekreftelsen kunne ikke sendes nå. Prøv igjen senere.',
  invalidToken: 'Lenken er ugyldig eller allerede brukt.',
  unsubscribed: 'Du er meldt av markedsrapporten.',
} as const;

export const MARKET_EMAIL_MAX = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type MarketSubscriptionInput = { email: string; locale: AccessLocale };

/** The subscribe body: a plausible e-mail address (lower-cased, trimmed) and the mail's language (default no). */
export function validateMarketSubscription(body: unknown): { ok: true; value: MarketSubscriptionInput } | { ok: false; message: string } {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const email = typeof record.email === 'string' ? record.email.trim().toLowerCase() : '';
  if (!email || email.length > MARKET_EMAIL_MAX || !EMAIL_SHAPE.test(email)) return { ok: false, message: MARKET_MESSAGES.invalidEmail };
  const locale = record.locale ?? 'no';
  if (locale !== 'no' && locale !== 'en') return { ok: false, message: MARKET_MESSAGES.invalidLocale };
  return { ok: true, value: { email, locale } };
}

/** Percent change from `previous` to `current`, one decimal; null when there is nothing to compare with. */
export function changePercent(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
