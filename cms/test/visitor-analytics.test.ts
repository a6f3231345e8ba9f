import crypto from 'node:crypto';
import {
  AUTH_MESSAGES,
  DASHBOARD_FILTER_MESSAGES,
  DASHBOARD_MESSAGES,
  VISITOR_MESSAGES,
  VISITOR_PRODUCT_MESSAGES,
  VISIT_MESSAGES,
  type VisitorAnalytics,
  type VisitorDetail,
  type VisitorJourney,
} from '@platform/shared';
import { startExtraStrapi } from './extra-strapi';

/** YYYY-MM-DD of an instant in Oslo. */
const osloDate = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(instant);
/** The Oslo calendar day `daysAgo` days before today's, as YYYY-MM-DD. */
const dayKey = (daysAgo: number) => {
  const [year, month, date] = osloDate(new Date()).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - daysAgo)).toISOString().slice(0, 10);
};
/** That day at hh:mm in Oslo (the offset read at that moment: +1 in winter, +2 in summer). */
const at = (daysAgo: number, hour: number, minute: number) => {
  const [year, month, date] = dayKey(daysAgo).split('-').map(Number);
  const guess = Date.UTC(year, month - 1, date, hour, minute);
  const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(guess);
  const [localHour, localMinute] = local.split(':').map(Number);
  const offsetMinutes = (((localHour * 60 + localMinute - (hour * 60 + minute)) % 1440) + 1440) % 1440;
  return new Date(guess - offsetMinutes * 60_000);
};
/** The keys of the window of `days` days ending today, oldest first. */
const windowKeys = (days: number) => Array.from({ length: days }, (_, i) => dayKey(days - 1 - i));

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

// Visitor ids in the order the list shows them when two visits share a moment (then by id).
const id = (n: number) => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;
const V = { E: id(1), C: id(2), B: id(3), R: id(4), A: id(5), D: id(6), H: id(7), F: id(8), G: id(9) };
const S = {
  A1: id(11),
  A2: id(12),
  B1: id(13),
  D1: id(14),
  D2: id(15),
  R1: id(16),
  R2: id(17),
  H1: id(18),
  H2: id(19),
  C1: id(20),
  E1: id(21),
  F1: id(22),
  G1: id(23),
};

/**
 * The visitors tab on a server of its own (only this fixture's visits). Past visits are written to the table with
 * their dates; today's go through the tracking call (signed in, from a known address, from an address excluded later,
 * and with Do Not Track). Every figure below is counted by hand from this list (d = Oslo days ago):
 *
 * A (desktop, stored Trondheim): session A1 d2 10:00 '/' from a Google search 'bruktbil pris', 10:02 '/pricing',
 *   10:05 '/products/auto' (300 s, 3 pages); session A2 d10 '/' from a newsletter (UTM nyhetsbrev/email).
 * B (mobile): session B1 d0 00:01 '/products/auto' from Facebook, 00:02 '/account' signed in as a level-1 user (60 s).
 * D (tablet): session D1 d6 '/' from a Bing search 'eiendom' (not signed in); session D2 d5 '/products/property'
 *   direct, signed in as a test user.
 * R (desktop): session R1 d1 15:00 '/' from example.org; session R2 d1 16:00 '/' from the site itself (untitled).
 * H (desktop): sessions H1 d40 and H2 d20, '/om-oss' from example.org.
 * Tracked now: C (signed in as administrator) '/' then '/admin/dashboard'; E '/' from 129.177.0.1 (Bergen);
 *   F '/kontakt' from 198.51.100.23, excluded afterwards; G with DNT and with GPC (never stored).
 */
describe('visitor analytics (GET /api/analytics/dashboard, /api/analytics/visitors/:visitorId)', () => {
  let extra: Awaited<ReturnType<typeof startExtraStrapi>>;
  let admin: Record<string, string>;
  const users: Record<string, number> = {};

  const tokenOf = (userId: number) => ({ Authorization: `Bearer ${extra.strapi.plugin('users-permissions').service('jwt').issue({ id: userId })}` });
  const track = (body: Record<string, unknown>, headers: Record<string, string>) =>
    extra.api().post('/api/track/visit').set(headers).send(body).expect(204);

  beforeAll(async () => {
    // Production mode: an empty database with only the first administrator.
    extra = await startExtraStrapi({
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      TRACKING_RATE_LIMIT: '100',
      PLATFORM_MODE: 'production',
      PLATFORM_ADMIN_EMAIL: 'sjef@besok.test',
      PLATFORM_ADMIN_PASSWORD: 'Sjef-2026-besøk!',
    });
    const knex = extra.strapi.db.connection;
    // SQLite keeps Strapi's datetimes as epoch milliseconds, PostgreSQL as timestamps.
    const dbMoment = (date: Date) => (extra.strapi.db.dialect.client === 'postgres' ? date : date.getTime());
    users.admin = Number((await knex('up_users').where('email', 'sjef@besok.test').first('id')).id);
    // Production mode asks two-factor sign-in of administrators before the admin routes open.
    await knex('up_users').where('id', users.admin).update({ two_factor_enabled: true });
    for (const [name, access_level, account_type] of [
      ['basis', 1, 0],
      ['tester', 1, 1],
      ['pro', 4, 0],
    ] as const) {
      const email = `${name}@besok.test`;
      const [row] = await knex('up_users').insert(
        { email, username: email, provider: 'local', confirmed: true, blocked: false, access_level, account_type, account_status: 'active' },
        ['id'],
      );
      users[name] = Number(row.id);
    }
    admin = tokenOf(users.admin);

    const desktop = { device: 'desktop', browser: 'Chrome', os: 'Windows' };
    const internal = { referrer: 'http://localhost/', referrer_type: 'internal', referrer_domain: 'localhost' };
    const fromExample = { referrer: 'https://example.org/lenker', referrer_type: 'referral', referrer_domain: 'example.org' };
    const visitA = { visitor_id: V.A, ...desktop, ip_masked: '84.210.5.0', country_code: 'NO', city: 'Trondheim' };
    const rows: Array<Record<string, unknown>> = [
      {
        ...visitA,
        session_id: S.A1,
        created_at: at(2, 10, 0),
        page: '/',
        title: 'Forsiden',
        referrer: 'https://www.google.no/search?q=bruktbil+pris',
        search_terms: 'bruktbil pris',
        search_engine: 'Google',
        referrer_type: 'search',
        referrer_domain: 'google.no',
        is_landing: true,
      },
      { ...visitA, ...internal, session_id: S.A1, created_at: at(2, 10, 2), page: '/pricing', title: 'Priser' },
      { ...visitA, ...internal, session_id: S.A1, created_at: at(2, 10, 5), page: '/products/auto', title: 'Bil', product_id: 'auto' },
      {
        ...visitA,
        session_id: S.A2,
        created_at: at(10, 9, 0),
        page: '/',
        title: 'Forsiden',
        utm_source: 'nyhetsbrev',
        utm_medium: 'email',
        utm_campaign: 'november',
        referrer_type: 'email',
        is_landing: true,
      },
      {
        visitor_id: V.B,
        session_id: S.B1,
        created_at: at(0, 0, 1),
        page: '/products/auto',
        title: 'Bil',
        product_id: 'auto',
        referrer: 'https://www.facebook.com/',
        referrer_type: 'social',
        referrer_domain: 'facebook.com',
        is_landing: true,
        device: 'mobile',
        browser: 'Mobile Safari',
        os: 'iOS',
      },
      {
        visitor_id: V.B,
        session_id: S.B1,
        created_at: at(0, 0, 2),
        page: '/account',
        title: 'Min konto',
        ...internal,
        user_id: users.basis,
        device: 'mobile',
        browser: 'Mobile Safari',
        os: 'iOS',
      },
      {
        visitor_id: V.D,
        session_id: S.D1,
        created_at: at(6, 12, 0),
        page: '/',
        title: 'Forsiden',
        referrer: 'https://www.bing.com/search?q=eiendom',
        search_terms: 'eiendom',
        search_engine: 'Bing',
        referrer_type: 'search',
        referrer_domain: 'bing.com',
        is_landing: true,
        device: 'tablet',
      },
      {
        visitor_id: V.D,
        session_id: S.D2,
        created_at: at(5, 12, 0),
        page: '/products/property',
        title: 'Eiendom',
        product_id: 'property',
        referrer_type: 'direct',
        is_landing: true,
        user_id: users.tester,
        device: 'tablet',
      },
      { visitor_id: V.R, session_id: S.R1, created_at: at(1, 15, 0), page: '/', title: 'Forsiden', ...fromExample, is_landing: true, ...desktop },
      { visitor_id: V.R, session_id: S.R2, created_at: at(1, 16, 0), page: '/', title: '', ...internal, is_landing: true, ...desktop },
      {
        visitor_id: V.H,
        session_id: S.H1,
        created_at: at(40, 12, 0),
        page: '/om-oss',
        title: 'Om oss',
        ...fromExample,
        is_landing: true,
        ...desktop,
      },
      {
        visitor_id: V.H,
        session_id: S.H2,
        created_at: at(20, 12, 0),
        page: '/om-oss',
        title: 'Om oss',
        ...fromExample,
        is_landing: true,
        ...desktop,
      },
    ];
    await knex('page_visits').insert(
      rows.map((row) => ({
        ...row,
        document_id: crypto.randomUUID().replace(/-/g, '').slice(0, 24),
        created_at: dbMoment(row.created_at as Date),
        updated_at: dbMoment(row.created_at as Date),
      })),
    );

    const page = (visitorId: string, sessionId: string, path: string, title: string) => ({ visitorId, sessionId, page: path, title, referrer: '' });
    await track(page(V.C, S.C1, '/', 'Forsiden'), { ...admin, 'X-Forwarded-For': '10.1.2.3' });
    await track(page(V.C, S.C1, '/admin/dashboard', 'Dashboard'), { ...admin, 'X-Forwarded-For': '10.1.2.3' });
    await track(page(V.E, S.E1, '/', 'Forsiden'), { 'X-Forwarded-For': '129.177.0.1', 'User-Agent': CHROME_WINDOWS });
    await track(page(V.F, S.F1, '/kontakt', 'Kontakt'), { 'X-Forwarded-For': '198.51.100.23' });
    await track(page(V.G, S.G1, '/', 'Forsiden'), { 'X-Forwarded-For': '129.177.0.2', DNT: '1' });
    await track(page(V.G, S.G1, '/', 'Forsiden'), { 'X-Forwarded-For': '129.177.0.2', 'Sec-GPC': '1' });
    await extra.api().post('/api/admin/analytics/excluded-ips').set(admin).send({ address: '198.51.100.23' }).expect(201);
  }, 180_000);
  afterAll(async () => {
    await extra?.stop();
  });

  const dashboard = async (query = ''): Promise<VisitorAnalytics> => {
    const res = await extra.api().get(`/api/analytics/dashboard${query}`).set(admin);
    expect(res.status).toBe(200);
    return res.body;
  };
  const ids = (body: VisitorAnalytics) => body.visitor_details.map((visitor) => visitor.visitor_id);
  /** The days of the window with visits, as [days ago, visitors, sessions]. */
  const activeDays = (body: VisitorAnalytics) =>
    body.visitors_by_day
      .map((entry, index) => [body.visitors_by_day.length - 1 - index, entry.visitors, entry.sessions])
      .filter(([, visitors]) => visitors > 0);

  it('counts the cards of the last 30 days (the default): visitors, sessions, search terms, conversion, session length and pages', async () => {
    const body = await dashboard();
    expect({ ...body, visitors_by_day: undefined, visitor_details: undefined }).toEqual({
      days: 30,
      total_visitors: 7,
      total_sessions: 10,
      unique_search_terms: 2,
      // B, D and C carry a user id, of A, B, D, R, H, C and E.
      conversion_rate: 42.9,
      // (300 + 60 + C's moment) / 10 sessions; 14 pages / 10.
      avg_session_seconds: 36,
      pages_per_session: 1.4,
      visitors_by_day: undefined,
      search_queries: [
        { search_engine: 'Google', query: 'bruktbil pris', count: 1 },
        { search_engine: 'Bing', query: 'eiendom', count: 1 },
      ],
      traffic_sources: [
        // D2, R2 (from the site itself), C and E.
        { source: '(direct)', medium: 'direct', count: 4 },
        { source: 'example.org', medium: 'referral', count: 2 },
        { source: 'bing.com', medium: 'search', count: 1 },
        { source: 'facebook.com', medium: 'social', count: 1 },
        { source: 'google.no', medium: 'search', count: 1 },
        { source: 'nyhetsbrev', medium: 'email', count: 1 },
      ],
      popular_pages: [
        { page_url: '/', page_title: 'Forsiden', views: 7 },
        { page_url: '/products/auto', page_title: 'Bil', views: 2 },
        { page_url: '/account', page_title: 'Min konto', views: 1 },
        { page_url: '/admin/dashboard', page_title: 'Dashboard', views: 1 },
        { page_url: '/om-oss', page_title: 'Om oss', views: 1 },
        { page_url: '/pricing', page_title: 'Priser', views: 1 },
        { page_url: '/products/property', page_title: 'Eiendom', views: 1 },
      ],
      top_referrers: [
        { domain: 'example.org', count: 2 },
        { domain: 'bing.com', count: 1 },
        { domain: 'facebook.com', count: 1 },
        { domain: 'google.no', count: 1 },
      ],
      visitor_details: undefined,
    });
  });

  it('gives every Oslo day of the window, oldest first, with zero days, for 7, 30 and 90 days', async () => {
    const month = await dashboard('?days=30');
    expect(month.visitors_by_day.map((entry) => entry.date)).toEqual(windowKeys(30));
    expect(month.visitors_by_day[0]).toEqual({ date: dayKey(29), visitors: 0, sessions: 0 });
    expect(activeDays(month)).toEqual([
      [20, 1, 1],
      [10, 1, 1],
      [6, 1, 1],
      [5, 1, 1],
      [2, 1, 1],
      [1, 1, 2],
      [0, 3, 3],
    ]);

    const week = await dashboard('?days=7');
    expect(week.visitors_by_day.map((entry) => entry.date)).toEqual(windowKeys(7));
    expect(activeDays(week)).toEqual([
      [6, 1, 1],
      [5, 1, 1],
      [2, 1, 1],
      [1, 1, 2],
      [0, 3, 3],
    ]);
    expect(week.visitors_by_day[3]).toEqual({ date: dayKey(3), visitors: 0, sessions: 0 });

    const quarter = await dashboard('?days=90');
    expect(quarter.visitors_by_day).toHaveLength(90);
    expect(activeDays(quarter)[0]).toEqual([40, 1, 1]);
    expect([quarter.total_visitors, quarter.total_sessions, quarter.top_referrers[0]]).toEqual([7, 11, { domain: 'example.org', count: 3 }]);
  });

  it('counts only the last 7 days with days=7: A2, H2 and their pages fall out', async () => {
    const week = await dashboard('?days=7');
    expect({
      days: week.days,
      total_visitors: week.total_visitors,
      total_sessions: week.total_sessions,
      unique_search_terms: week.unique_search_terms,
      conversion_rate: week.conversion_rate,
      avg_session_seconds: week.avg_session_seconds,
      pages_per_session: week.pages_per_session,
    }).toEqual({
      days: 7,
      total_visitors: 6,
      total_sessions: 8,
      unique_search_terms: 2,
      conversion_rate: 50,
      // (300 + 60 + C's moment) / 8; 12 pages / 8.
      avg_session_seconds: 45,
      pages_per_session: 1.5,
    });
    expect(week.traffic_sources).toEqual([
      { source: '(direct)', medium: 'direct', count: 4 },
      { source: 'bing.com', medium: 'search', count: 1 },
      { source: 'example.org', medium: 'referral', count: 1 },
      { source: 'facebook.com', medium: 'social', count: 1 },
      { source: 'google.no', medium: 'search', count: 1 },
    ]);
    expect(week.popular_pages.slice(0, 2)).toEqual([
      { page_url: '/', page_title: 'Forsiden', views: 6 },
      { page_url: '/products/auto', page_title: 'Bil', views: 2 },
    ]);
    expect(week.popular_pages.map((entry) => entry.page_url)).not.toContain('/om-oss');
    expect(ids(week)).toEqual([V.E, V.C, V.B, V.R, V.A, V.D]);
    expect(week.visitor_details.find((visitor) => visitor.visitor_id === V.A)).toMatchObject({ session_count: 1, page_view_count: 3 });
  });

  it('lists the visitors seen last first, with their newest visit, place, device and status', async () => {
    const details = (await dashboard()).visitor_details;
    expect(details.map((visitor) => visitor.visitor_id)).toEqual([V.E, V.C, V.B, V.R, V.A, V.D, V.H]);
    const of = (visitorId: string) => details.find((visitor) => visitor.visitor_id === visitorId) as VisitorDetail;
    const base = { browser: null, os: null, ip_address: null, country_code: null, city: null, user_id: null };
    expect(of(V.E)).toEqual({
      ...base,
      visitor_id: V.E,
      // From the offline GeoIP database; the address kept masked.
      ip_address: '129.177.0.0',
      country_code: 'NO',
      city: 'Bergen',
      last_visit: expect.any(String),
      session_count: 1,
      page_view_count: 1,
      last_page: '/',
      landing_page: '/',
      device_type: 'other',
      browser: 'Chrome',
      os: 'Windows',
      status: 'not_converted',
    });
    expect(Date.now() - Date.parse(of(V.E).last_visit)).toBeLessThan(120_000);
    expect(of(V.C)).toMatchObject({
      ip_address: '10.1.2.0',
      session_count: 1,
      page_view_count: 2,
      last_page: '/admin/dashboard',
      landing_page: '/',
      user_id: users.admin,
      status: 'admin',
    });
    expect(of(V.B)).toEqual({
      ...base,
      visitor_id: V.B,
      last_visit: at(0, 0, 2).toISOString(),
      session_count: 1,
      page_view_count: 2,
      last_page: '/account',
      landing_page: '/products/auto',
      device_type: 'mobile',
      browser: 'Mobile Safari',
      os: 'iOS',
      user_id: users.basis,
      status: 'converted',
    });
    // R's newest visit opened a session of its own (from the site itself).
    expect(of(V.R)).toMatchObject({
      session_count: 2,
      page_view_count: 2,
      last_page: '/',
      landing_page: '/',
      device_type: 'other',
      status: 'not_converted',
    });
    expect(of(V.A)).toEqual({
      ...base,
      visitor_id: V.A,
      ip_address: '84.210.5.0',
      country_code: 'NO',
      city: 'Trondheim',
      last_visit: at(2, 10, 5).toISOString(),
      session_count: 2,
      page_view_count: 4,
      last_page: '/products/auto',
      landing_page: '/',
      device_type: 'other',
      browser: 'Chrome',
      os: 'Windows',
      status: 'not_converted',
    });
    expect(of(V.D)).toMatchObject({
      last_visit: at(5, 12, 0).toISOString(),
      session_count: 2,
      last_page: '/products/property',
      landing_page: '/products/property',
      device_type: 'tablet',
      user_id: users.tester,
      status: 'converted',
    });
  });

  it("leaves out the administrator's visitor with excludeAdmins and every visit of the test user's visitor with excludeTestUsers", async () => {
    const withoutAdmins = await dashboard('?excludeAdmins=true');
    expect([withoutAdmins.total_visitors, withoutAdmins.total_sessions, withoutAdmins.conversion_rate]).toEqual([6, 9, 33.3]);
    expect(ids(withoutAdmins)).toEqual([V.E, V.B, V.R, V.A, V.D, V.H]);
    expect(withoutAdmins.popular_pages.map((entry) => entry.page_url)).not.toContain('/admin/dashboard');

    // D's first visit was made before signing in: it goes too.
    const withoutTestUsers = await dashboard('?excludeTestUsers=1');
    expect([withoutTestUsers.total_visitors, withoutTestUsers.unique_search_terms, withoutTestUsers.search_queries]).toEqual([
      6,
      1,
      [{ search_engine: 'Google', query: 'bruktbil pris', count: 1 }],
    ]);
    expect(ids(await dashboard('?excludeAdmins=true&excludeTestUsers=true'))).toEqual([V.E, V.B, V.R, V.A, V.H]);
  });

  it('leaves out the visits of an excluded address (still stored) and stores none sent with DNT or GPC', async () => {
    const knex = extra.strapi.db.connection;
    const stored = async (visitorId: string) => Number((await knex('page_visits').where('visitor_id', visitorId).count({ n: '*' }))[0].n);
    expect([await stored(V.F), await stored(V.G)]).toEqual([1, 0]);
    const body = await dashboard('?days=7');
    expect(ids(body)).not.toContain(V.F);
    expect(body.popular_pages.map((entry) => entry.page_url)).not.toContain('/kontakt');
    const journey = await extra.api().get(`/api/analytics/visitors/${V.F}`).set(admin);
    expect([journey.status, journey.body.error?.message]).toEqual([404, VISITOR_MESSAGES.visitorNotFound]);
  });

  it("narrows every figure to one product's pages with productId", async () => {
    const auto = await dashboard('?productId=auto');
    expect({ ...auto, visitors_by_day: undefined, visitor_details: undefined }).toEqual({
      days: 30,
      total_visitors: 2,
      total_sessions: 2,
      unique_search_terms: 0,
      // B signed in on /account, not on the product's page.
      conversion_rate: 0,
      avg_session_seconds: 0,
      pages_per_session: 1,
      visitors_by_day: undefined,
      search_queries: [],
      traffic_sources: [{ source: 'facebook.com', medium: 'social', count: 1 }],
      popular_pages: [{ page_url: '/products/auto', page_title: 'Bil', views: 2 }],
      top_referrers: [{ domain: 'facebook.com', count: 1 }],
      visitor_details: undefined,
    });
    expect(auto.visitor_details.map((visitor) => [visitor.visitor_id, visitor.last_page, visitor.status])).toEqual([
      [V.B, '/products/auto', 'not_converted'],
      [V.A, '/products/auto', 'not_converted'],
    ]);
    const none = await dashboard('?productId=ingen');
    expect([none.total_visitors, none.conversion_rate, none.avg_session_seconds, none.pages_per_session, none.visitor_details]).toEqual([
      0,
      null,
      null,
      null,
      [],
    ]);
  });

  it("shows a visitor's sessions newest first with their page views, or one session with sessionId", async () => {
    const res = await extra.api().get(`/api/analytics/visitors/${V.A}`).set(admin);
    expect(res.status).toBe(200);
    const journey: VisitorJourney = res.body;
    expect(journey.visitor).toMatchObject({ visitor_id: V.A, session_count: 2, page_view_count: 4, last_page: '/products/auto', landing_page: '/' });
    expect(journey.sessions).toEqual([
      {
        session_id: S.A1,
        started_at: at(2, 10, 0).toISOString(),
        ended_at: at(2, 10, 5).toISOString(),
        duration_seconds: 300,
        landing_page: '/',
        referrer_type: 'search',
        referrer_domain: 'google.no',
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        page_views: [
          { page_url: '/', page_title: 'Forsiden', viewed_at: at(2, 10, 0).toISOString() },
          { page_url: '/pricing', page_title: 'Priser', viewed_at: at(2, 10, 2).toISOString() },
          { page_url: '/products/auto', page_title: 'Bil', viewed_at: at(2, 10, 5).toISOString() },
        ],
      },
      {
        session_id: S.A2,
        started_at: at(10, 9, 0).toISOString(),
        ended_at: at(10, 9, 0).toISOString(),
        duration_seconds: 0,
        landing_page: '/',
        referrer_type: 'email',
        referrer_domain: null,
        utm_source: 'nyhetsbrev',
        utm_medium: 'email',
        utm_campaign: 'november',
        page_views: [{ page_url: '/', page_title: 'Forsiden', viewed_at: at(10, 9, 0).toISOString() }],
      },
    ]);

    const one: VisitorJourney = (await extra.api().get(`/api/analytics/visitors/${V.A}?sessionId=${S.A2}`).set(admin).expect(200)).body;
    expect(one.sessions.map((session) => session.session_id)).toEqual([S.A2]);
    // H's visits are older than any window of the tab, and still shown.
    const old: VisitorJourney = (await extra.api().get(`/api/analytics/visitors/${V.H}`).set(admin).expect(200)).body;
    expect(old.sessions.map((session) => [session.session_id, session.page_views.length])).toEqual([
      [S.H2, 1],
      [S.H1, 1],
    ]);
  });

  it('refuses bad input with 400 and an unknown visitor with 404', async () => {
    for (const [url, message] of [
      ['/api/analytics/dashboard?days=14', DASHBOARD_MESSAGES.badDays],
      ['/api/analytics/dashboard?days=sju', DASHBOARD_MESSAGES.badDays],
      ['/api/analytics/dashboard?excludeAdmins=kanskje', DASHBOARD_FILTER_MESSAGES.badSwitch],
      [`/api/analytics/dashboard?productId=${'p'.repeat(65)}`, VISITOR_PRODUCT_MESSAGES.badProductId],
      ['/api/analytics/visitors/abc', VISITOR_MESSAGES.badVisitorId],
      [`/api/analytics/visitors/${V.A}?sessionId=abc`, VISIT_MESSAGES.invalidSessionId],
      [`/api/analytics/visitors/${crypto.randomUUID()}`, VISITOR_MESSAGES.visitorNotFound],
    ]) {
      const res = await extra.api().get(url).set(admin);
      expect([url, res.status, res.body.error?.message]).toEqual([url, message === VISITOR_MESSAGES.visitorNotFound ? 404 : 400, message]);
    }
  });

  it('answers only administrators: 401 without a token, 403 for a user at level 4', async () => {
    const user = tokenOf(users.pro);
    for (const url of ['/api/analytics/dashboard', `/api/analytics/visitors/${V.A}`]) {
      const anonymous = await extra.api().get(url);
      expect([anonymous.status, anonymous.body.error?.message]).toEqual([401, AUTH_MESSAGES.missingToken]);
      const refused = await extra.api().get(url).set(user);
      expect([refused.status, refused.body.error?.message]).toEqual([403, AUTH_MESSAGES.notAdmin]);
    }
  });
});
