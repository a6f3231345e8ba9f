/** One page visit as the site reports it, and the search terms a referrer carries. */
export const VISIT_FIELDS = ['visitorId', 'sessionId', 'page', 'title', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign'] as const;
export const VISIT_PAGE_MAX_LENGTH = 2048;
export const VISIT_TITLE_MAX_LENGTH = 300;
export const VISIT_REFERRER_MAX_LENGTH = 2048;

export const VISIT_MESSAGES = {
  notAnObject: 'Besøket må sendes som et JSON-objekt.',
  unknownField: 'Ukjent felt i besøket.',
  invalidVisitorId: 'visitorId må være en UUID.',
  invalidSessionId: 'sessionId må være en UUID.',
  invalidPage: `page må være en sti som starter med '/' (høyst ${VISIT_PAGE_MAX_LENGTH} tegn).`,
  invalidTitle: `title må være tekst på høyst ${VISIT_TITLE_MAX_LENGTH} tegn.`,
  invalidReferrer: `referrer må være tom eller en http(s)-adresse (høyst ${VISIT_REFERRER_MAX_LENGTH} tegn).`,
  rateLimited: 'For mange forespørsler. Prøv igjen om litt.',
} as const;

export interface VisitInput {
  visitorId: string;
  sessionId: string;
  page: string;
  title: string;
  referrer: string;
  /** UTM tags of the session's first page, when its address had them (see UTM_FIELDS). */
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

export type VisitResult = { ok: true; value: VisitInput } | { ok: false; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Checks a visit; title and referrer may be left out (they become ''), and so may the UTM fields (left out when
 * empty), every other field is required.
 */
export function validateVisit(body: unknown): VisitResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: VISIT_MESSAGES.notAnObject };
  }
  const record = body as Record<string, unknown>;
  if (Object.keys(record).some((key) => !(VISIT_FIELDS as readonly string[]).includes(key))) {
    return { ok: false, message: VISIT_MESSAGES.unknownField };
  }
  const { visitorId, sessionId, page } = record;
  const title = record.title ?? '';
  const referrer = record.referrer ?? '';
  if (!isUuid(visitorId)) return { ok: false, message: VISIT_MESSAGES.invalidVisitorId };
  if (!isUuid(sessionId)) return { ok: false, message: VISIT_MESSAGES.invalidSessionId };
  if (typeof page !== 'string' || !page.startsWith('/') || page.length > VISIT_PAGE_MAX_LENGTH) {
    return { ok: false, message: VISIT_MESSAGES.invalidPage };
  }
  if (typeof title !== 'string' || title.length > VISIT_TITLE_MAX_LENGTH) {
    return { ok: false, message: VISIT_MESSAGES.invalidTitle };
  }
  if (typeof referrer !== 'string' || referrer.length > VISIT_REFERRER_MAX_LENGTH || (referrer !== '' && !isHttpUrl(referrer))) {
    return { ok: false, message: VISIT_MESSAGES.invalidReferrer };
  }
  const utm: Partial<Record<UtmField, string>> = {};
  for (const field of UTM_FIELDS) {
    const value = record[field] ?? '';
    if (typeof value !== 'string' || value.trim().length > UTM_MAX_LENGTH) return { ok: false, message: VISIT_ANALYTICS_MESSAGES.invalidUtm };
    if (value.trim()) utm[field] = value.trim();
  }
  return { ok: true, value: { visitorId, sessionId, page, title, referrer, ...utm } };
}

/** Search engines by host (a country suffix such as .no or .co.uk allowed), and the query parameter holding the terms. */
const SEARCH_ENGINES: Array<{ name: string; host: RegExp; param: string }> = [
  { name: 'Google', host: /(^|\.)google(\.[a-z]{2,3}){1,2}$/, param: 'q' },
  { name: 'Bing', host: /(^|\.)bing\.com$/, param: 'q' },
  { name: 'DuckDuckGo', host: /(^|\.)duckduckgo\.com$/, param: 'q' },
  { name: 'Yahoo', host: /(^|\.)yahoo(\.[a-z]{2,3}){1,2}$/, param: 'p' },
  { name: 'Yandex', host: /(^|\.)yandex(\.[a-z]{2,3}){1,2}$/, param: 'text' },
  { name: 'Ecosia', host: /(^|\.)ecosia\.org$/, param: 'q' },
];

/** The search terms in a search engine's referrer URL, or null for any other referrer or one without terms. */
export function searchTermsFromReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const engine = searchEngineOf(host);
  if (!engine) return null;
  const terms = url.searchParams.get(engine.param)?.trim();
  return terms ? terms : null;
}

/**
 * Where a new account came from, by the first recorded visit of its visitor: the referring site's host (without
 * www.), or 'direct' when the first page was opened without a referrer or from the platform itself.
 */
export function referralSourceOf(firstVisit: { referrer: string | null } | null, ownHost: string | null): string | null {
  if (!firstVisit) return null;
  if (!firstVisit.referrer) return 'direct';
  let host: string;
  try {
    host = new URL(firstVisit.referrer).hostname.toLowerCase();
  } catch {
    return 'direct';
  }
  const bare = host.replace(/^www\./, '');
  return bare === '' ||
    (ownHost &&
      bare ===
        ownHost
          .toLowerCase()
          .replace(/^www\./, '')
          .replace(/:\d+$/, ''))
    ? 'direct'
    : bare.slice(0, 100);
}

/**
 * What the visitor analytics need beyond the page (issue "The admin dashboard"): UTM tags read by the site from the
 * landing page's query (only these three are sent, never the rest of the query), the referrer's class, and how long
 * visits are kept. The address is kept masked (IPv4 /24, IPv6 /48) beside its keyed hash; country and city come from
 * an offline GeoIP database on the server.
 */
export const UTM_FIELDS = ['utmSource', 'utmMedium', 'utmCampaign'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export const UTM_MAX_LENGTH = 100;
/** The query parameters the site reads the UTM fields from. */
export const UTM_PARAMS: Record<UtmField, string> = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' };

export const REFERRER_TYPES = ['search', 'social', 'email', 'referral', 'direct', 'internal'] as const;
export type ReferrerType = (typeof REFERRER_TYPES)[number];

/** Visits older than this many months are deleted by the daily cleanup (VISIT_RETENTION_MONTHS). */
export const VISIT_RETENTION_MONTHS_DEFAULT = 13;

export const VISIT_ANALYTICS_MESSAGES = {
  invalidUtm: `utm-feltene må være tekst på høyst ${UTM_MAX_LENGTH} tegn.`,
  badExcludedIp: 'Skriv en IP-adresse (IPv4 eller IPv6) eller et adresseområde i CIDR-form, f.eks. 192.0.2.0/24.',
  excludedIpExists: 'Adressen er allerede utelatt.',
  excludedIpNotFound: 'Fant ikke den utelatte adressen.',
  noteTooLong: 'Notatet kan være høyst 200 tegn.',
} as const;

/** An address or range whose visits are left out of every figure. */
export interface ExcludedIp {
  id: number;
  /** As entered, normalised: '203.0.113.7', '192.0.2.0/24', '2001:db8::/48'. */
  address: string;
  note: string;
  createdAt: string;
}

/** Web mail, whose hosts share their domain with a search engine (mail.google.com): mail, not search. */
const WEBMAIL_HOSTS = [
  'mail.google.com',
  'outlook.live.com',
  'outlook.office.com',
  'outlook.office365.com',
  'mail.yahoo.com',
  'mail.aol.com',
  'mail.proton.me',
  'mail.protonmail.com',
  'app.fastmail.com',
  'mail.yandex.ru',
  'mail.yandex.com',
  'mail.zoho.com',
  'mail.icloud.com',
  'www.icloud.com',
];
const SOCIAL_DOMAINS = [
  'facebook.com',
  'fb.com',
  'messenger.com',
  'instagram.com',
  'linkedin.com',
  'lnkd.in',
  'x.com',
  'twitter.com',
  't.co',
  'reddit.com',
  'youtube.com',
  'youtu.be',
  'tiktok.com',
  'pinterest.com',
  'snapchat.com',
  'threads.net',
  'bsky.app',
  'mastodon.social',
  'tumblr.com',
  'vk.com',
];
const EMAIL_MEDIUMS = ['email', 'e-mail', 'newsletter'];

const withinDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);
const isWebmail = (host: string) => WEBMAIL_HOSTS.includes(host) || /^(web)?mail\./.test(host);
const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/:\d+$/, '');

function searchEngineOf(host: string) {
  return isWebmail(host) ? undefined : SEARCH_ENGINES.find((candidate) => candidate.host.test(host));
}

export interface ReferrerClass {
  type: ReferrerType;
  /** The referring host without www., null for a visit without a referrer. */
  domain: string | null;
  /** The search engine's name ('Google') for a search referrer. */
  engine: string | null;
}

/**
 * Where a visit came from: an e-mail when its UTM medium says so or the referrer is web mail, a search engine, a
 * social network, the site itself (`ownHost`, www. and port ignored), no referrer at all, or any other site.
 */
export function classifyReferrer(referrer: string | null | undefined, ownHost: string | null, utmMedium?: string | null): ReferrerClass {
  let host: string | null = null;
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase() || null : null;
  } catch {
    host = null;
  }
  const domain = host ? bareHost(host) : null;
  if (utmMedium && EMAIL_MEDIUMS.includes(utmMedium.trim().toLowerCase())) return { type: 'email', domain, engine: null };
  if (!host || !domain) return { type: 'direct', domain: null, engine: null };
  if (ownHost && domain === bareHost(ownHost)) return { type: 'internal', domain, engine: null };
  if (isWebmail(host)) return { type: 'email', domain, engine: null };
  const engine = searchEngineOf(host);
  if (engine) return { type: 'search', domain, engine: engine.name };
  if (SOCIAL_DOMAINS.some((social) => withinDomain(domain, social))) return { type: 'social', domain, engine: null };
  return { type: 'referral', domain, engine: null };
}

/**
 * The UTM tags of a page address's query ('?utm_source=…' or without the '?'), trimmed and cut to UTM_MAX_LENGTH;
 * only those present and not empty, and nothing else of the query.
 */
export function utmFromQuery(search: string): Partial<Record<UtmField, string>> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const utm: Partial<Record<UtmField, string>> = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(UTM_PARAMS[field])?.trim();
    if (value) utm[field] = value.slice(0, UTM_MAX_LENGTH);
  }
  return utm;
}
