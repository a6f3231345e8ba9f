import crypto from 'node:crypto';
import { VISIT_ANALYTICS_MESSAGES, VISIT_MESSAGES } from '@platform/shared';
import { api, bearer, server, tokenFor } from './api-client';
import { sql } from './database';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

// The test server trusts X-Forwarded-For: each test sends from an address of its own, so rate limits do not mix.
let lastOctet = 0;
const newAddress = () => `10.20.${Math.floor(Math.random() * 250)}.${(lastOctet += 1)}`;

function visit(overrides: Record<string, unknown> = {}) {
  return {
    visitorId: crypto.randomUUID(),
    sessionId: crypto.randomUUID(),
    page: '/products/auto/landing',
    title: 'Kjøretøydata',
    referrer: '',
    ...overrides,
  };
}

const track = (body: unknown, headers: Record<string, string> = {}) =>
  api()
    .post('/api/track/visit')
    .set({ 'X-Forwarded-For': newAddress(), 'User-Agent': CHROME_WINDOWS, ...headers })
    .send(body as object);

const stored = (visitorId: string) => sql('SELECT * FROM page_visits WHERE visitor_id = ?', [visitorId]);

describe('tracking a page visit', () => {
  it('stores the visit with device, browser, system and search terms, the masked address and no full address', async () => {
    const body = visit({ referrer: 'https://www.google.no/search?q=bruktbil+pris&hl=no' });
    const address = newAddress();
    const res = await track(body, { 'X-Forwarded-For': address });
    expect(res.status).toBe(204);
    const [row] = await stored(body.visitorId);
    expect(row).toMatchObject({
      session_id: body.sessionId,
      page: '/products/auto/landing',
      title: 'Kjøretøydata',
      referrer: body.referrer,
      search_terms: 'bruktbil pris',
      device: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
      user_id: null,
      ip_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      ip_masked: address.replace(/\.\d+$/, '.0'),
      // A private address has no place in the GeoIP database.
      country_code: null,
      city: null,
      referrer_type: 'search',
      referrer_domain: 'google.no',
      search_engine: 'Google',
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
    expect(JSON.stringify(row)).not.toContain(address);
  });

  it('finds the country and city of a public address in the offline GeoIP database, IPv4 and IPv6', async () => {
    const oslo = visit();
    await track(oslo, { 'X-Forwarded-For': '84.208.20.110' });
    expect((await stored(oslo.visitorId))[0]).toMatchObject({ ip_masked: '84.208.20.0', country_code: 'NO', city: 'Oslo' });

    const v6 = visit();
    await track(v6, { 'X-Forwarded-For': '2001:4860:4860::8888' });
    const [row] = await stored(v6.visitorId);
    expect(row).toMatchObject({ ip_masked: '2001:4860:4860::', country_code: 'US' });
    expect(JSON.stringify(row)).not.toContain('8888');
  });

  it('keeps the UTM tags and files the visit under the class of its referrer', async () => {
    const own = new URL(server.url).host;
    const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
      [
        { referrer: 'https://l.facebook.com/l.php', utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'vår-2026' },
        {
          utm_source: 'facebook',
          utm_medium: 'cpc',
          utm_campaign: 'vår-2026',
          referrer_type: 'social',
          referrer_domain: 'l.facebook.com',
          search_engine: null,
        },
      ],
      [
        { referrer: '', utmSource: 'nyhetsbrev', utmMedium: 'email' },
        { utm_source: 'nyhetsbrev', referrer_type: 'email', referrer_domain: null },
      ],
      [{ referrer: 'https://mail.google.com/mail/u/0/' }, { referrer_type: 'email', referrer_domain: 'mail.google.com', search_engine: null }],
      [{ referrer: 'https://www.finn.no/car/used' }, { referrer_type: 'referral', referrer_domain: 'finn.no' }],
      [{ referrer: `http://${own}/no/products` }, { referrer_type: 'internal' }],
      [{ referrer: '' }, { referrer_type: 'direct', referrer_domain: null, utm_source: null }],
    ];
    for (const [fields, expected] of cases) {
      const body = visit(fields);
      expect((await track(body)).status).toBe(204);
      expect((await stored(body.visitorId))[0]).toMatchObject(expected);
    }
  });

  it('refuses a UTM field that is too long (400) and stores nothing', async () => {
    const body = visit({ utmCampaign: 'x'.repeat(101) });
    const res = await track(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(VISIT_ANALYTICS_MESSAGES.invalidUtm);
    expect(await stored(body.visitorId)).toHaveLength(0);
  });

  it('marks only the first page of a session as its landing page', async () => {
    const first = visit({ page: '/' });
    const address = newAddress();
    await track(first, { 'X-Forwarded-For': address });
    await track({ ...first, page: '/products' }, { 'X-Forwarded-For': address });
    await track({ ...first, page: '/pricing' }, { 'X-Forwarded-For': address });
    // The same visitor back in a new session lands again.
    await track({ ...first, sessionId: crypto.randomUUID(), page: '/contact' }, { 'X-Forwarded-For': address });
    const rows = await sql<{ page: string; is_landing: unknown }>('SELECT page, is_landing FROM page_visits WHERE visitor_id = ? ORDER BY id', [
      first.visitorId,
    ]);
    expect(rows.map((row) => [row.page, Boolean(row.is_landing)])).toEqual([
      ['/', true],
      ['/products', false],
      ['/pricing', false],
      ['/contact', true],
    ]);
  });

  it('names a phone a mobile device, and hashes one address the same way each time', async () => {
    const address = newAddress();
    const first = visit();
    const second = visit({ visitorId: first.visitorId, page: '/' });
    await track(first, { 'X-Forwarded-For': address, 'User-Agent': SAFARI_IPHONE });
    await track(second, { 'X-Forwarded-For': address, 'User-Agent': SAFARI_IPHONE });
    const rows = await stored(first.visitorId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ device: 'mobile', browser: 'Mobile Safari', os: 'iOS', search_terms: null });
    expect(rows[0].ip_hash).toBe(rows[1].ip_hash);
  });

  it('records the signed-in user of a valid token, and no one for an invalid token', async () => {
    const signedIn = visit();
    await track(signedIn, bearer(await tokenFor(2)));
    const [row] = await stored(signedIn.visitorId);
    const standard = (
      await api()
        .get('/api/users/me')
        .set(bearer(await tokenFor(2)))
    ).body;
    expect(row.user_id).toBe(standard.id);

    const forged = visit();
    expect((await track(forged, bearer('not-a-token'))).status).toBe(204);
    expect((await stored(forged.visitorId))[0].user_id).toBeNull();
  });

  it.each([
    ['an unknown field', { ...visit(), ip: '1.2.3.4' }, VISIT_MESSAGES.unknownField],
    ['a visitor id that is no UUID', visit({ visitorId: 'visitor-1' }), VISIT_MESSAGES.invalidVisitorId],
    ['a session id that is no UUID', visit({ sessionId: 42 }), VISIT_MESSAGES.invalidSessionId],
    ['a page that is not a path', visit({ page: 'https://example.com/' }), VISIT_MESSAGES.invalidPage],
    ['a page that is too long', visit({ page: `/${'a'.repeat(2048)}` }), VISIT_MESSAGES.invalidPage],
    ['a title that is too long', visit({ title: 'x'.repeat(301) }), VISIT_MESSAGES.invalidTitle],
    ['a referrer that is no web address', visit({ referrer: 'javascript:alert(1)' }), VISIT_MESSAGES.invalidReferrer],
    ['a list', [visit()], VISIT_MESSAGES.notAnObject],
  ])('refuses %s with 400 and stores nothing', async (_case, body, message) => {
    const res = await track(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    const visitorId = (Array.isArray(body) ? body[0] : body).visitorId;
    if (typeof visitorId === 'string') expect(await stored(visitorId)).toHaveLength(0);
  });

  it('stores nothing when the browser asks not to be tracked (DNT or GPC)', async () => {
    for (const header of [{ DNT: '1' }, { 'Sec-GPC': '1' }] as Array<Record<string, string>>) {
      const body = visit();
      const res = await track(body, header);
      expect(res.status).toBe(204);
      expect(await stored(body.visitorId)).toHaveLength(0);
    }
  });

  it('limits each address to the configured number of visits a minute (429), without touching other addresses', async () => {
    const address = newAddress();
    const limit = server.trackingRateLimit;
    const visitorId = crypto.randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) statuses.push((await track(visit({ visitorId }), { 'X-Forwarded-For': address })).status);
    expect(statuses).toEqual([...Array(limit).fill(204), 429]);
    const refused = await track(visit(), { 'X-Forwarded-For': address });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(VISIT_MESSAGES.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await stored(visitorId)).toHaveLength(limit);
    expect((await track(visit())).status).toBe(204);
  });
});
