import { VISIT_MESSAGES, referralSourceOf, searchTermsFromReferrer, validateVisit } from './index';

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
