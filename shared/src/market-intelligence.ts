/**
 * Market Intelligence (part of the data product 'data'): the summary of the stored property and vehicle listings
 * (the spec's "Market data response"), the stored yearly statistics series per county, the downloads and the e-mail
 * subscription. The server computes every figure; the page, the PDF and the Excel file show the same answer.
 */
import type { AccessLocale } from './product-access';
import { osloIsoDate } from './idea-export';

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

/**
 * How every figure of MarketData is made (the server's SQL follows this, on SQLite and PostgreSQL alike):
 * - The period is the `periodDays` days up to `timestamp`; the previous period is as long and ends where it starts.
 * - Property figures are over sale listings only: the price of a rent or sublet listing is a monthly rent, and
 *   kroner per month would spoil averages of asking prices.
 * - total_listings: listings on the market at `timestamp` (published by then and not sold). Vehicle listings have
 *   no sold date: every published one counts.
 * - new_listings: published in the period. avg/median/min/max_price: over the period's new listings that have a
 *   price, in whole kroner (the median of an even count is the mean of the middle two, rounded).
 * - listings_change_pct and price_change_pct: changePercent of the period's new listings and of its average price
 *   (as shown, in whole kroner) against the previous period's.
 * - The tables are over the listings on the market, avg_price over those with a price: topLocations by location
 *   label, propertyTypes by type (named in the answer's language), topBrands with each brand's new listings in the
 *   period, categories by vehicle body type. Most listings first, then by name; at most MARKET_TABLE_LIMITS rows.
 */
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
/** The `days` a caller may ask for: whole days from a week to a year. */
export const MARKET_PERIOD_LIMITS = { min: 7, max: 365 } as const;
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
  invalidDays: `Perioden må være et helt antall dager fra ${MARKET_PERIOD_LIMITS.min} til ${MARKET_PERIOD_LIMITS.max}`,
  unknownTopic: `Ukjent statistikk: velg en av ${STATISTICS_TOPICS.join(', ')}`,
  unknownFormat: `Ukjent format: velg en av ${MARKET_EXPORT_FORMATS.join(', ')}`,
  invalidEmail: 'Skriv inn en gyldig e-postadresse',
  invalidLocale: 'Språk må være no eller en',
  subscribed: 'Abonnementet er registrert. Vi har sendt en bekreftelse på e-post.',
  mailFailed: 'Abonnementet er registrert, men bekreftelsen kunne ikke sendes nå. Prøv igjen senere.',
  invalidToken: 'Lenken er ugyldig eller allerede brukt.',
  unsubscribed: 'Du er meldt av markedsrapporten.',
  rateLimited: 'For mange forsøk på kort tid. Vent litt og prøv igjen.',
} as const;

/** The `days` query parameter: absent means MARKET_PERIOD_DAYS; anything but a whole number in range is null. */
export function parseMarketDays(value: unknown): number | null {
  if (value === undefined || value === '') return MARKET_PERIOD_DAYS;
  if (typeof value !== 'string' || !/^\d{1,3}$/.test(value)) return null;
  const days = Number(value);
  return days >= MARKET_PERIOD_LIMITS.min && days <= MARKET_PERIOD_LIMITS.max ? days : null;
}

/** The `locale` query parameter: absent means Norwegian; anything but no or en is null. */
export function parseMarketLocale(value: unknown): AccessLocale | null {
  if (value === undefined || value === '') return 'no';
  return value === 'no' || value === 'en' ? value : null;
}

/** The download's file name, dated by the day in Norway: markedsinnsikt-2026-03-01.pdf. */
export function marketExportFileName(format: MarketExportFormat, at: Date): string {
  return `markedsinnsikt-${osloIsoDate(at)}.${format}`;
}

/** Subscriptions an hour (each mails its confirmation): per user, and per recipient address. */
export const MARKET_SUBSCRIBE_LIMITS = { perUser: 5, perRecipient: 3 } as const;

/**
 * POST /api/market-intelligence/subscriptions answers 201 with this once the subscription is stored. When the
 * confirmation could not be sent, it is still stored: mailSent is false and the message says so; subscribing again
 * later sends the confirmation then (an address counts as already subscribed only once its confirmation went out).
 */
export interface MarketSubscriptionAnswer {
  subscribed: true;
  email: string;
  mailSent: boolean;
  message: string;
}

/** The site's page the confirmation mail links to; it posts the token to /api/market-intelligence/unsubscribe. */
export const MARKET_UNSUBSCRIBE_PAGE = '/market-intelligence/unsubscribe';

export function marketUnsubscribePath(locale: AccessLocale, token: string): string {
  return `/${locale}${MARKET_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`;
}

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
