/** One page visit as the site reports it, and the search terms a referrer carries. */
export const VISIT_FIELDS = ['visitorId', 'sessionId', 'page', 'title', 'referrer'] as const;
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

/** Checks a visit; title and referrer may be left out (they become ''), every other field is required. */
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
  if (
    typeof referrer !== 'string' ||
    referrer.length > VISIT_REFERRER_MAX_LENGTH ||
    (referrer !== '' && !isHttpUrl(referrer))
  ) {
    return { ok: false, message: VISIT_MESSAGES.invalidReferrer };
  }
  return { ok: true, value: { visitorId, sessionId, page, title, referrer } };
}

/** Search engines by host (a country suffix such as .no or .co.uk allowed), and the query parameter holding the terms. */
const SEARCH_ENGINES: Array<{ host: RegExp; param: string }> = [
  { host: /(^|\.)google(\.[a-z]{2,3}){1,2}$/, param: 'q' },
  { host: /(^|\.)bing\.com$/, param: 'q' },
  { host: /(^|\.)duckduckgo\.com$/, param: 'q' },
  { host: /(^|\.)yahoo(\.[a-z]{2,3}){1,2}$/, param: 'p' },
  { host: /(^|\.)yandex(\.[a-z]{2,3}){1,2}$/, param: 'text' },
  { host: /(^|\.)ecosia\.org$/, param: 'q' },
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
  const engine = SEARCH_ENGINES.find((candidate) => candidate.host.test(host));
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
  return bare === '' || (ownHost && bare === ownHost.toLowerCase().replace(/^www\./, '').replace(/:\d+$/, '')) ? 'direct' : bare.slice(0, 100);
}
