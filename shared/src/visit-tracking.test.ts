import {
  UTM_MAX_LENGTH,
  VISIT_ANALYTICS_MESSAGES,
  VISIT_MESSAGES,
  classifyReferrer,
  referralSourceOf,
  searchTermsFromReferrer,
  utmFromQuery,
  validateVisit,
} from './index';

const good = {
  visitorId: '3b241101-e2bb-4255-8caf-4136c566a962',
  sessionId: 'C6A1F0B2-1D3E-4F5A-9B8C-7D6E5F4A3B2C',
  page: '/no/products/auto/landing',
  title: 'Kjøretøydata',
  referrer: 'https://www.google.no/search?q=bil',
};

describe('visit payload', () => {
  it('accepts a well-formed visit', () => {
    expect(validateVisit(good)).toEqual({ ok: true, value: good });
  });

  it('lets title and referrer be left out or empty', () => {
    const { title, referrer, ...rest } = good;
    expect(validateVisit(rest)).toEqual({ ok: true, value: { ...rest, title: '', referrer: '' } });
    expect(validateVisit({ ...good, referrer: '' }).ok).toBe(true);
  });

  it.each([
    ['visitorId', 'not-a-uuid', VISIT_MESSAGES.invalidVisitorId],
    ['visitorId', undefined, VISIT_MESSAGES.invalidVisitorId],
    ['visitorId', 12, VISIT_MESSAGES.invalidVisitorId],
    ['sessionId', '3b241101e2bb42558caf4136c566a962', VISIT_MESSAGES.invalidSessionId],
    ['sessionId', undefined, VISIT_MESSAGES.invalidSessionId],
    ['page', 'no/products', VISIT_MESSAGES.invalidPage],
    ['page', 'https://example.com/', VISIT_MESSAGES.invalidPage],
    ['page', '/' + 'a'.repeat(2048), VISIT_MESSAGES.invalidPage],
    ['page', undefined, VISIT_MESSAGES.invalidPage],
    ['title', 'a'.repeat(301), VISIT_MESSAGES.invalidTitle],
    ['title', 5, VISIT_MESSAGES.invalidTitle],
    ['referrer', 'javascript:alert(1)', VISIT_MESSAGES.invalidReferrer],
    ['referrer', 'ftp://example.com/', VISIT_MESSAGES.invalidReferrer],
    ['referrer', 'not a url', VISIT_MESSAGES.invalidReferrer],
    ['referrer', 'https://example.com/' + 'a'.repeat(2048), VISIT_MESSAGES.invalidReferrer],
  ])('refuses %s = %p', (field, value, message) => {
    expect(validateVisit({ ...good, [field]: value })).toEqual({ ok: false, message });
  });

  it('refuses unknown keys, so nothing else is stored', () => {
    expect(validateVisit({ ...good, userId: 1 })).toEqual({ ok: false, message: VISIT_MESSAGES.unknownField });
    expect(validateVisit({ ...good, ip: '1.2.3.4' })).toEqual({ ok: false, message: VISIT_MESSAGES.unknownField });
  });

  it('refuses a body that is not an object', () => {
    expect(validateVisit(null)).toEqual({ ok: false, message: VISIT_MESSAGES.notAnObject });
    expect(validateVisit('visit')).toEqual({ ok: false, message: VISIT_MESSAGES.notAnObject });
    expect(validateVisit([good])).toEqual({ ok: false, message: VISIT_MESSAGES.notAnObject });
  });

  it('has a rate-limit message', () => {
    expect(VISIT_MESSAGES.rateLimited).toBe('For mange forespørsler. Prøv igjen om litt.');
  });
});

describe('search terms from the referrer', () => {
  it.each([
    ['https://www.google.no/search?q=brukt+bil+oslo', 'brukt bil oslo'],
    ['https://www.google.com/search?q=eiendom%20bergen&hl=no', 'eiendom bergen'],
    ['https://www.bing.com/search?q=tesla+model+3', 'tesla model 3'],
    ['https://duckduckgo.com/?q=leilighet+trondheim', 'leilighet trondheim'],
    ['https://search.yahoo.com/search?p=volvo+xc60', 'volvo xc60'],
    ['https://yandex.ru/search/?text=norway+cars', 'norway cars'],
    ['https://www.ecosia.org/search?q=elbil', 'elbil'],
  ])('reads the terms from %s', (referrer, terms) => {
    expect(searchTermsFromReferrer(referrer)).toBe(terms);
  });

  it.each([
    'https://www.google.no/',
    'https://www.google.no/search?q=',
    'https://www.bing.com/search?p=not-the-bing-parameter',
    'https://www.finn.no/car/used/search.html?q=golf',
    'https://notgoogle.com/search?q=bil',
    'https://google.example.com/?q=bil',
    '',
    'not a url',
  ])('finds none in %p', (referrer) => {
    expect(searchTermsFromReferrer(referrer)).toBeNull();
  });

  it('finds none without a referrer', () => {
    expect(searchTermsFromReferrer(null)).toBeNull();
    expect(searchTermsFromReferrer(undefined)).toBeNull();
  });
});

describe('referral source of a new account', () => {
  it("is the first visit's referring host without www., or direct", () => {
    expect(referralSourceOf({ referrer: 'https://www.google.com/search?q=bolig' }, 'platform.no')).toBe('google.com');
    expect(referralSourceOf({ referrer: null }, 'platform.no')).toBe('direct');
    expect(referralSourceOf({ referrer: 'https://platform.no/products' }, 'platform.no:443')).toBe('direct');
    expect(referralSourceOf({ referrer: 'not a url' }, null)).toBe('direct');
    expect(referralSourceOf(null, 'platform.no')).toBeNull();
  });
});

describe('UTM fields of a visit', () => {
  it('accepts the three UTM fields, trimmed, and leaves empty ones out', () => {
    const tagged = { ...good, utmSource: ' newsletter ', utmMedium: 'email', utmCampaign: '' };
    expect(validateVisit(tagged)).toEqual({ ok: true, value: { ...good, utmSource: 'newsletter', utmMedium: 'email' } });
  });

  it.each([
    ['utmSource', 'a'.repeat(UTM_MAX_LENGTH + 1)],
    ['utmMedium', 5],
    ['utmCampaign', ['spring']],
  ])('refuses %s = %p', (field, value) => {
    expect(validateVisit({ ...good, [field]: value })).toEqual({ ok: false, message: VISIT_ANALYTICS_MESSAGES.invalidUtm });
  });

  it('reads only the three UTM parameters from a query, trimmed and cut to the longest allowed', () => {
    expect(utmFromQuery('?utm_source=facebook&utm_medium=cpc&utm_campaign=v%C3%A5r+2026&token=secret&utm_term=bil')).toEqual({
      utmSource: 'facebook',
      utmMedium: 'cpc',
      utmCampaign: 'vår 2026',
    });
    expect(utmFromQuery('utm_source=%20nyhetsbrev%20&utm_medium=')).toEqual({ utmSource: 'nyhetsbrev' });
    expect(utmFromQuery(`?utm_campaign=${'x'.repeat(300)}`)).toEqual({ utmCampaign: 'x'.repeat(UTM_MAX_LENGTH) });
    expect(utmFromQuery('')).toEqual({});
    expect(utmFromQuery('?page=2')).toEqual({});
  });
});

describe('the class of a referrer', () => {
  const own = 'www.platform.no:443';
  it.each([
    ['https://www.google.no/search?q=bil', null, { type: 'search', domain: 'google.no', engine: 'Google' }],
    ['https://www.google.co.uk/', null, { type: 'search', domain: 'google.co.uk', engine: 'Google' }],
    ['https://www.bing.com/search?q=bil', null, { type: 'search', domain: 'bing.com', engine: 'Bing' }],
    ['https://duckduckgo.com/', null, { type: 'search', domain: 'duckduckgo.com', engine: 'DuckDuckGo' }],
    ['https://search.yahoo.com/search?p=bil', null, { type: 'search', domain: 'search.yahoo.com', engine: 'Yahoo' }],
    ['https://yandex.ru/search/?text=bil', null, { type: 'search', domain: 'yandex.ru', engine: 'Yandex' }],
    ['https://www.ecosia.org/search?q=bil', null, { type: 'search', domain: 'ecosia.org', engine: 'Ecosia' }],
    ['https://l.facebook.com/l.php?u=x', null, { type: 'social', domain: 'l.facebook.com', engine: null }],
    ['https://m.facebook.com/', null, { type: 'social', domain: 'm.facebook.com', engine: null }],
    ['https://www.instagram.com/', null, { type: 'social', domain: 'instagram.com', engine: null }],
    ['https://www.linkedin.com/feed/', null, { type: 'social', domain: 'linkedin.com', engine: null }],
    ['https://t.co/abc', null, { type: 'social', domain: 't.co', engine: null }],
    ['https://x.com/platform', null, { type: 'social', domain: 'x.com', engine: null }],
    ['https://twitter.com/platform', null, { type: 'social', domain: 'twitter.com', engine: null }],
    ['https://old.reddit.com/r/norway', null, { type: 'social', domain: 'old.reddit.com', engine: null }],
    ['https://www.youtube.com/watch?v=1', null, { type: 'social', domain: 'youtube.com', engine: null }],
    ['https://www.tiktok.com/@platform', null, { type: 'social', domain: 'tiktok.com', engine: null }],
    ['https://no.pinterest.com/', null, { type: 'social', domain: 'no.pinterest.com', engine: null }],
    ['https://www.snapchat.com/', null, { type: 'social', domain: 'snapchat.com', engine: null }],
    ['https://mail.google.com/mail/u/0/', null, { type: 'email', domain: 'mail.google.com', engine: null }],
    ['https://outlook.live.com/mail/0/', null, { type: 'email', domain: 'outlook.live.com', engine: null }],
    ['https://mail.yahoo.com/d/folders/1', null, { type: 'email', domain: 'mail.yahoo.com', engine: null }],
    ['https://webmail.online.no/', null, { type: 'email', domain: 'webmail.online.no', engine: null }],
    ['https://www.finn.no/car', 'newsletter', { type: 'email', domain: 'finn.no', engine: null }],
    ['', 'E-mail', { type: 'email', domain: null, engine: null }],
    ['', 'email', { type: 'email', domain: null, engine: null }],
    ['https://platform.no/no/products', null, { type: 'internal', domain: 'platform.no', engine: null }],
    ['http://www.platform.no:8080/', null, { type: 'internal', domain: 'platform.no', engine: null }],
    ['', null, { type: 'direct', domain: null, engine: null }],
    ['not a url', 'cpc', { type: 'direct', domain: null, engine: null }],
    ['https://www.finn.no/car/used', 'cpc', { type: 'referral', domain: 'finn.no', engine: null }],
    ['https://notgoogle.com/search?q=bil', null, { type: 'referral', domain: 'notgoogle.com', engine: null }],
    ['https://facebook.com.example.org/', null, { type: 'referral', domain: 'facebook.com.example.org', engine: null }],
  ])('%s (utm_medium %p)', (referrer, medium, expected) => {
    expect(classifyReferrer(referrer, own, medium)).toEqual(expected);
  });

  it('has no own host to compare with when none is known', () => {
    expect(classifyReferrer('https://platform.no/', null, null)).toEqual({ type: 'referral', domain: 'platform.no', engine: null });
  });

  it('finds no search terms in a web mail address', () => {
    expect(searchTermsFromReferrer('https://mail.google.com/mail/?q=faktura')).toBeNull();
  });
});
