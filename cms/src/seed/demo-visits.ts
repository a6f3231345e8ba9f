import type { Core } from '@strapi/strapi';
import { classifyReferrer, productOfPage } from '@platform/shared';
import { hashIp } from '../analytics/ip-hash';
import { dbMoment } from '../db-values';
import { maskIp } from '../logs/mask-ip';
import { USER_UID } from '../user-name';
import { DEMO_ACCOUNT_AGE_DAYS } from './demo-activity';
import { drawsFrom, seededRandom } from './seeded-random';

/**
 * Sample page views of the public site for the demo's visitor analytics: about 4,000 views over the last 90 days by
 * 1,500 visitors (busier lately and on weekdays), with search, social, e-mail and direct arrivals, a few campaigns,
 * devices and places, masked addresses from the documentation ranges, and some views by the demo accounts.
 */
const DAY_MS = 86_400_000;
const SPAN_DAYS = 90;
const VISITORS = 1_500;
const INSERT_CHUNK = 400;
const SITE = 'Plattform';
/** A session's pages take at most 6 × 4 minutes. */
const SESSION_ROOM_MS = 30 * 60_000;

const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/no': SITE,
  '/no/pricing': `Priser – ${SITE}`,
  '/no/about': `Om oss – ${SITE}`,
  '/no/contact': `Kontakt oss – ${SITE}`,
  '/no/products/auto': `Kjøretøydata – ${SITE}`,
  '/no/products/portfolio-optimizer': `Min Portefølje – ${SITE}`,
  '/no/products/market-intelligence': `Markedsinnsikt – ${SITE}`,
  '/no/products/property-listings': `Boligannonser – ${SITE}`,
  '/no/products/property': `Eiendomsanalyse – ${SITE}`,
  '/en': SITE,
  '/en/pricing': `Pricing – ${SITE}`,
  '/en/about': `About us – ${SITE}`,
  '/en/contact': `Contact us – ${SITE}`,
  '/en/products/auto': `Vehicle data – ${SITE}`,
  '/en/products/portfolio-optimizer': `My Portfolio – ${SITE}`,
  '/en/products/market-intelligence': `Market insight – ${SITE}`,
  '/en/products/property-listings': `Property listings – ${SITE}`,
  '/en/products/property': `Property analysis – ${SITE}`,
};

/** Where visitors go, by path under the language prefix: the front page and the property product most. */
const PATHS: ReadonlyArray<readonly [string, number]> = [
  ['', 30],
  ['/products/property', 16],
  ['/products/auto', 11],
  ['/pricing', 9],
  ['/products/property-listings', 9],
  ['/products/market-intelligence', 7],
  ['/products/portfolio-optimizer', 6],
  ['/about', 5],
  ['/contact', 4],
];

const SEARCH_TERMS = [
  'boligpris oslo',
  'verdivurdering bolig',
  'bruktbil pris',
  'eiendomsanalyse',
  'boligmarkedet 2026',
  'kjøretøydata',
  'aksjeportefølje',
];

/** A session's arrival: the referrer, and the UTM tags its landing address carried. */
interface Arrival {
  referrer: string;
  utm?: { source: string; medium: string; campaign: string };
}
const ARRIVALS: ReadonlyArray<readonly [(pick: <T>(items: readonly T[]) => T) => Arrival, number]> = [
  [(pick) => ({ referrer: `https://www.google.no/search?q=${encodeURIComponent(pick(SEARCH_TERMS))}` }), 26],
  [() => ({ referrer: 'https://www.google.com/' }), 8],
  [(pick) => ({ referrer: `https://www.bing.com/search?q=${encodeURIComponent(pick(SEARCH_TERMS))}` }), 5],
  [(pick) => ({ referrer: `https://duckduckgo.com/?q=${encodeURIComponent(pick(SEARCH_TERMS))}` }), 3],
  [() => ({ referrer: 'https://www.facebook.com/' }), 7],
  [() => ({ referrer: 'https://www.linkedin.com/', utm: { source: 'linkedin', medium: 'social', campaign: 'hostlansering' } }), 4],
  [() => ({ referrer: 'https://www.linkedin.com/feed/' }), 3],
  [() => ({ referrer: 'https://www.finn.no/realestate/homes/search.html' }), 6],
  [() => ({ referrer: 'https://e24.no/boligmarkedet' }), 4],
  [() => ({ referrer: '', utm: { source: 'newsletter', medium: 'email', campaign: 'nyhetsbrev-oktober' } }), 4],
  [() => ({ referrer: '' }), 30],
];

const DEVICES: ReadonlyArray<readonly [{ device: string; browser: string; os: string }, number]> = [
  [{ device: 'desktop', browser: 'Chrome', os: 'Windows' }, 24],
  [{ device: 'desktop', browser: 'Edge', os: 'Windows' }, 9],
  [{ device: 'desktop', browser: 'Firefox', os: 'Windows' }, 4],
  [{ device: 'desktop', browser: 'Safari', os: 'macOS' }, 10],
  [{ device: 'desktop', browser: 'Chrome', os: 'macOS' }, 7],
  [{ device: 'desktop', browser: 'Firefox', os: 'macOS' }, 2],
  [{ device: 'mobile', browser: 'Mobile Safari', os: 'iOS' }, 22],
  [{ device: 'mobile', browser: 'Chrome', os: 'Android' }, 15],
  [{ device: 'tablet', browser: 'Mobile Safari', os: 'iOS' }, 5],
  [{ device: 'tablet', browser: 'Chrome', os: 'Android' }, 2],
];

const PLACES: ReadonlyArray<readonly [{ country: string; city: string }, number]> = [
  [{ country: 'NO', city: 'Oslo' }, 34],
  [{ country: 'NO', city: 'Bergen' }, 14],
  [{ country: 'NO', city: 'Trondheim' }, 11],
  [{ country: 'NO', city: 'Stavanger' }, 9],
  [{ country: 'NO', city: 'Tromsø' }, 5],
  [{ country: 'NO', city: 'Kristiansand' }, 4],
  [{ country: 'SE', city: 'Stockholm' }, 5],
  [{ country: 'DK', city: 'København' }, 4],
  [{ country: 'DE', city: 'Berlin' }, 3],
  [{ country: 'GB', city: 'London' }, 3],
  [{ country: 'US', city: 'New York' }, 3],
];

const SESSIONS: ReadonlyArray<readonly [number, number]> = [
  [1, 75],
  [2, 17],
  [3, 6],
  [4, 2],
];
const PAGES: ReadonlyArray<readonly [number, number]> = [
  [1, 45],
  [2, 25],
  [3, 14],
  [4, 8],
  [5, 5],
  [6, 3],
];
/** Office hours in Norway (UTC) weigh most. */
const HOURS: ReadonlyArray<readonly [number, number]> = Array.from(
  { length: 24 },
  (_, hour) => [hour, hour < 5 ? 1 : hour < 7 ? 3 : hour < 20 ? 10 : 5] as const,
);
/** More visits lately (three times as many as 90 days ago), fewer at weekends. */
const dayWeight = (daysAgo: number, now: Date) => {
  const weekday = new Date(now.getTime() - daysAgo * DAY_MS).getUTCDay();
  return (3 - (2 * daysAgo) / (SPAN_DAYS - 1)) * (weekday === 0 || weekday === 6 ? 0.6 : 1);
};

type VisitRow = Record<string, string | number | boolean | Date | null>;

/** The sample visits, oldest first; `accounts` are the demo accounts some visitors are signed in as. */
export function demoVisitRows(strapi: Core.Strapi, now: Date, accounts: ReadonlyArray<{ id: number; email: string }>, ownHost: string): VisitRow[] {
  const draw = drawsFrom(seededRandom(4_011));
  const knex = strapi.db.connection;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(draw.next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = '89ab'[Math.floor(draw.next() * 4)];
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  const days = Array.from({ length: SPAN_DAYS }, (_, daysAgo) => [daysAgo, dayWeight(daysAgo, now)] as const);
  const origin = `https://${ownHost}`;
  const rows: VisitRow[] = [];
  for (let v = 0; v < VISITORS; v += 1) {
    // The first visitors are the demo accounts, signed in, never before their account was made.
    const account = v < accounts.length ? accounts[v] : null;
    const maxDaysAgo = account ? Math.min(SPAN_DAYS, DEMO_ACCOUNT_AGE_DAYS[account.email] ?? SPAN_DAYS) - 2 : SPAN_DAYS - 1;
    const visitorId = uuid();
    const kind = draw.weighted(DEVICES);
    const place = account ? { country: 'NO', city: 'Oslo' } : draw.weighted(PLACES);
    const ip = draw.chance(0.15)
      ? `2001:db8:${draw.whole(1, 40).toString(16)}::${draw.whole(1, 0xffff).toString(16)}`
      : `${draw.pick(['203.0.113', '198.51.100'])}.${draw.whole(1, 254)}`;
    const address = { ip_hash: hashIp(strapi, ip), ip_masked: maskIp(ip) };
    const locale = place.country === 'NO' ? (draw.chance(0.92) ? 'no' : 'en') : draw.chance(0.8) ? 'en' : 'no';
    const sessions = account ? draw.whole(3, 4) : draw.weighted(SESSIONS);
    // An account's visits begin in the older half of its time, so each has a history behind today.
    const firstDay = account ? draw.whole(Math.floor(maxDaysAgo / 2), maxDaysAgo) : draw.weighted(days);
    for (let s = 0; s < sessions; s += 1) {
      const daysAgo = s === 0 ? firstDay : draw.whole(0, firstDay);
      const day = now.getTime() - daysAgo * DAY_MS;
      let at = day - (day % DAY_MS) + draw.weighted(HOURS) * 3_600_000 + draw.whole(0, 3_599_999);
      // An hour still ahead today (with room for the session's pages) is taken from the day before.
      if (at > now.getTime() - SESSION_ROOM_MS) at -= DAY_MS;
      const arrival: Arrival = account ? { referrer: '' } : draw.weighted(ARRIVALS)(draw.pick);
      const sessionId = uuid();
      const pages = draw.weighted(PAGES);
      let previous: string | null = null;
      for (let p = 0; p < pages; p += 1) {
        let path = `/${locale}${draw.weighted(PATHS)}`;
        if (path === previous) path = `/${locale}`;
        if (path === previous) path = `/${locale}/pricing`;
        const landing = previous === null;
        const referrer = landing ? arrival.referrer : `${origin}${previous}`;
        const utm = landing ? arrival.utm : undefined;
        const classified = classifyReferrer(referrer, ownHost, utm?.medium);
        const created = dbMoment(knex, new Date(at));
        rows.push({
          document_id: uuid().replace(/-/g, '').slice(0, 24),
          visitor_id: visitorId,
          session_id: sessionId,
          page: path,
          title: PAGE_TITLES[path],
          referrer,
          search_terms: landing && classified.type === 'search' ? new URL(referrer).searchParams.get('q') : null,
          device: kind.device,
          browser: kind.browser,
          os: kind.os,
          user_id: account?.id ?? null,
          ...address,
          country_code: place.country,
          city: place.city,
          utm_source: utm?.source ?? null,
          utm_medium: utm?.medium ?? null,
          utm_campaign: utm?.campaign ?? null,
          referrer_type: classified.type,
          referrer_domain: classified.domain,
          search_engine: classified.engine,
          is_landing: landing,
          product_id: productOfPage(path),
          created_at: created,
          updated_at: created,
          published_at: created,
        });
        previous = path;
        at += draw.whole(20, 240) * 1000;
      }
    }
  }
  const time = (row: VisitRow) => new Date(row.created_at as number | Date).getTime();
  return rows.sort((a, b) => time(a) - time(b));
}

/** The host the site is served at (PUBLIC_URL), for the referrers of pages within the site. */
function ownHostOf(strapi: Core.Strapi): string {
  try {
    return new URL(String(strapi.config.get('server.url') ?? '')).host || 'localhost:1337';
  } catch {
    return 'localhost:1337';
  }
}

/** The sample visits, only into an empty page_visits table, in one transaction. */
export async function ensureDemoVisits(strapi: Core.Strapi, now: Date = new Date()): Promise<void> {
  const knex = strapi.db.connection;
  if (await knex('page_visits').first('id')) return;
  const accounts: Array<{ id: number; email: string }> = await strapi.db
    .query(USER_UID)
    .findMany({ select: ['id', 'email'], where: { email: { $in: Object.keys(DEMO_ACCOUNT_AGE_DAYS) } }, orderBy: { id: 'asc' } });
  const rows = demoVisitRows(strapi, now, accounts, ownHostOf(strapi));
  await knex.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) await trx('page_visits').insert(rows.slice(i, i + INSERT_CHUNK));
  });
}
