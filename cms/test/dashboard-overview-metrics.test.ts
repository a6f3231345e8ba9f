import {
  AUTH_MESSAGES,
  DASHBOARD_FILTER_MESSAGES,
  type DailyCount,
  type DashboardAnalytics,
  type DashboardMetrics,
  type DashboardOverview,
  type MetricsOverall,
  type ProductMetrics,
} from '@platform/shared';
import { hashIp } from '../src/analytics/ip-hash';
import { serviceHealth } from '../src/health/service-health';
import { startExtraStrapi } from './extra-strapi';

/**
 * The overview's and the metrics tab's figures on a server of its own, from a small fixture whose figures are worked
 * out by hand below. Once the server has started, its clock reads a fixed moment (only Date is faked; timers run as
 * ever), so the 30-day windows and the Oslo months fall the same way on every run.
 *
 * NOW is Wednesday 18 November 2026 11:00 UTC (12:00 in Oslo). The period is [19 Oct 11:00, 18 Nov 11:00), the
 * period before it [19 Sep 11:00, 19 Oct 11:00); the revenue months are 2026-06 to 2026-11, the last complete one
 * October (Oslo: 30 Sep 22:00 UTC to 31 Oct 23:00 UTC, summer time ending on 25 Oct).
 */
const NOW = new Date('2026-11-18T11:00:00.000Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const ahead = (days: number) => ago(-days);

type Switches = { excludeAdmins: boolean; excludeTestUsers: boolean };
const NONE: Switches = { excludeAdmins: false, excludeTestUsers: false };
const ADMINS: Switches = { excludeAdmins: true, excludeTestUsers: false };
const TESTS: Switches = { excludeAdmins: false, excludeTestUsers: true };
const BOTH: Switches = { excludeAdmins: true, excludeTestUsers: true };
const COMBINATIONS = [NONE, ADMINS, TESTS, BOTH] as const;
const nameOf = (switches: Switches) => JSON.stringify(switches);

/** The 30 Oslo days of the series, 20 Oct to 18 Nov, with the counts given (0 elsewhere). */
function series(counts: Record<string, number>): DailyCount[] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 20 + i)).toISOString().slice(0, 10);
    return { date, count: counts[date] ?? 0 };
  });
}

describe('dashboard overview and metrics', () => {
  let extra: Awaited<ReturnType<typeof startExtraStrapi>>;
  let admin: Record<string, string>;
  let user: Record<string, string>;

  // A Strapi started inside a test loads slowly: a minute on a busy machine.
  beforeAll(async () => {
    extra = await startExtraStrapi({
      LOG_LEVEL: 'error',
      PLATFORM_MODE: 'production',
      PLATFORM_ADMIN_EMAIL: 'sjef@plattform.test',
      PLATFORM_ADMIN_PASSWORD: 'Sjef-2026-passord!',
      // No probe runs during the test: the stored checks are the fixture's own.
      SYSTEM_HEALTH_CRON: '0 0 1 1 *',
    });
    jest.useFakeTimers({
      now: NOW,
      advanceTimers: true,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    await seedFixture();
  }, 180_000);
  afterAll(async () => {
    await extra?.stop();
    jest.useRealTimers();
  });

  const knex = () => extra.strapi.db.connection;
  const tokenOf = (id: number) => ({ Authorization: `Bearer ${extra.strapi.plugin('users-permissions').service('jwt').issue({ id })}` });
  const query = (switches: Switches) => `excludeAdmins=${switches.excludeAdmins}&excludeTestUsers=${switches.excludeTestUsers}`;

  async function insertUser(email: string, accessLevel: number, accountType: number, createdAt: Date): Promise<number> {
    const [row] = await knex()('up_users').insert(
      {
        email,
        username: email,
        provider: 'local',
        confirmed: true,
        blocked: false,
        access_level: accessLevel,
        account_type: accountType,
        account_status: 'active',
        email_verified: true,
        created_at: createdAt,
        updated_at: createdAt,
      },
      ['id'],
    );
    return Number(row.id);
  }

  /**
   * Accounts: the first administrator (made 100 days ago), Adm (administrator, 20 days ago), U1 (10 days ago), T (test
   * user, 5 days ago), U2 (40 days ago), U3 (45 days ago), U4 (70 days ago).
   */
  async function seedFixture() {
    const chief = await knex()('up_users').where('email', 'sjef@plattform.test').first('id');
    // Production mode asks two-factor sign-in of administrators before the admin routes open.
    await knex()('up_users')
      .where('id', chief.id)
      .update({ created_at: ago(100), two_factor_enabled: true });
    const adm = await insertUser('adm@plattform.test', 5, 0, ago(20));
    const u1 = await insertUser('u1@plattform.test', 1, 0, ago(10));
    const t = await insertUser('test@plattform.test', 1, 1, ago(5));
    const u2 = await insertUser('u2@plattform.test', 2, 0, ago(40));
    const u3 = await insertUser('u3@plattform.test', 1, 0, ago(45));
    const u4 = await insertUser('u4@plattform.test', 3, 0, ago(70));
    admin = tokenOf(chief.id);
    user = tokenOf(u1);

    // Products: two live, one archived (its subscription counts in the totals, it has no row of its own).
    await knex()('products').insert([
      { slug: 'auto', name: 'Bilverdi', is_active: true, created_at: ago(300) },
      { slug: 'property', name: 'Eiendom', is_active: true, created_at: ago(300) },
      { slug: 'data', name: 'Data', is_active: true, archived_at: ago(50), created_at: ago(300) },
    ]);

    // Sign-ins: U1 twice (once at 00:30 Oslo on 16 Nov), U2, T, Adm in the period; U3 before it; a refused one of U4.
    const signIn = (userId: number, timestamp: Date, action = 'auth.sign_in') => ({
      timestamp,
      level: 'info',
      category: 'auth',
      action,
      user_id: userId,
      status: 'success',
      created_at: timestamp,
    });
    await knex()('log_entries').insert([
      signIn(u1, ago(1)),
      signIn(u1, new Date('2026-11-15T23:30:00.000Z')),
      signIn(u2, ago(3)),
      signIn(t, ago(4)),
      signIn(adm, ago(5)),
      signIn(u3, ago(35)),
      signIn(u4, ago(1), 'auth.sign_in_failed'),
    ]);

    // Visits. v1 anonymous; v2 U1 (also in the period before); v3 Adm (an anonymous visit first); v4 T; v5 from an
    // excluded address; v6 only in the period before; v7 older still.
    await extra.api().post('/api/admin/analytics/excluded-ips').set(admin).send({ address: '203.0.113.7' }).expect(201);
    const visit = (visitor: string, createdAt: Date, page: string, userId: number | null = null, from = '198.51.100.20') => ({
      visitor_id: visitor,
      session_id: `${visitor}-${createdAt.getTime()}`,
      page,
      user_id: userId,
      ip_hash: hashIp(extra.strapi, from),
      ip_masked: from.replace(/\.\d+$/, '.0'),
      product_id: page.startsWith('/products/') ? page.split('/')[2] : null,
      created_at: createdAt,
    });
    await knex()('page_visits').insert([
      visit('v1', ago(1), '/'),
      visit('v1', ago(1), '/products/auto'),
      visit('v2', ago(2), '/products/auto', u1),
      visit('v2', ago(40), '/', u1),
      visit('v3', ago(4), '/'),
      visit('v3', ago(3), '/products/property', adm),
      visit('v4', ago(3), '/products/auto', t),
      visit('v5', ago(1), '/products/auto', null, '203.0.113.7'),
      visit('v6', ago(45), '/'),
      visit('v7', ago(70), '/'),
    ]);

    // Subscriptions (S1-S9).
    await knex()('product_subscriptions').insert([
      // S1: trial that became paid 11 days ago.
      {
        user_id: u1,
        product_slug: 'auto',
        status: 'active',
        trial_start: ago(25),
        trial_end: ago(11),
        started_at: ago(11),
        current_period_end: ahead(19),
      },
      // S2: a trial running.
      { user_id: u2, product_slug: 'auto', status: 'trial', trial_start: ago(3), trial_end: ahead(11) },
      // S3: paid since long ago, lapsed 10 days ago.
      { user_id: u3, product_slug: 'auto', status: 'expired', started_at: ago(100), current_period_end: ago(10) },
      // S4: paid without a trial since 50 days ago.
      { user_id: u4, product_slug: 'auto', status: 'active', started_at: ago(50), current_period_end: ahead(10) },
      // S5: the test user's trial that ended 6 days ago unpaid (the row not yet updated).
      { user_id: t, product_slug: 'property', status: 'trial', trial_start: ago(20), trial_end: ago(6) },
      // S6: Adm's trial that became paid 36 days ago.
      {
        user_id: adm,
        product_slug: 'property',
        status: 'active',
        trial_start: ago(50),
        trial_end: ago(36),
        started_at: ago(36),
        current_period_end: ahead(24),
      },
      // S7: lapsed 40 days ago (the period before).
      { user_id: u3, product_slug: 'property', status: 'inactive', started_at: ago(90), current_period_end: ago(40) },
      // S8: the test user's trial that became paid 8 days ago.
      {
        user_id: t,
        product_slug: 'auto',
        status: 'active',
        trial_start: ago(15),
        trial_end: ago(8),
        started_at: ago(8),
        current_period_end: ahead(22),
      },
      // S9: paid, of the archived product.
      { user_id: u1, product_slug: 'data', status: 'active', started_at: ago(5), current_period_end: ahead(25) },
    ]);

    // Payments in øre.
    const payment = (userId: number, product: string, amountOre: number, status: string, paidAt: string) => ({
      user_id: userId,
      product_slug: product,
      amount_ore: amountOre,
      status,
      paid_at: new Date(paidAt),
    });
    await knex()('payments').insert([
      payment(u1, 'auto', 49_900, 'paid', '2026-11-07T10:00:00Z'),
      payment(t, 'auto', 29_900, 'paid', '2026-11-10T10:00:00Z'),
      payment(u4, 'auto', 49_900, 'paid', '2026-10-10T10:00:00Z'),
      payment(adm, 'property', 99_900, 'paid', '2026-10-15T10:00:00Z'),
      payment(u4, 'auto', 10_000, 'refunded', '2026-10-20T10:00:00Z'),
      payment(u3, 'auto', 49_900, 'failed', '2026-10-12T10:00:00Z'),
      payment(u3, 'auto', 19_900, 'paid', '2026-07-05T10:00:00Z'),
      payment(u3, 'property', 9_900, 'paid', '2026-05-20T10:00:00Z'),
      // 1 Oct 00:30 and 1 Nov 00:30 in Oslo: October's and November's, though September's and October's in UTC.
      payment(u2, 'auto', 10_100, 'paid', '2026-09-30T22:30:00Z'),
      payment(u2, 'auto', 5_000, 'paid', '2026-10-31T23:30:00Z'),
    ]);

    await knex()('inquiries').insert([
      { inquiry_type: 'contact', name: 'Kari', email: 'kari@example.no', message: 'Hei', status: 'new', created_at: ago(2) },
      { inquiry_type: 'contact', name: 'Ola', email: 'ola@example.no', message: 'Hei', status: 'contacted', created_at: ago(3) },
    ]);

    // Bilverdi's calls in the last 24 hours took 10, 20, ... 200 ms (p95 by nearest rank: the 19th, 190 ms); an
    // older slow one is outside the window.
    await knex()('product_api_timings').insert([
      ...Array.from({ length: 20 }, (_, i) => ({ product_id: 'auto', at: NOW.getTime() - (i + 1) * 60_000, duration_ms: 10 * (20 - i) })),
      { product_id: 'auto', at: NOW.getTime() - 25 * 3_600_000, duration_ms: 9_000 },
    ]);
    // Bilverdi's API: three healthy checks and one down within 30 days (75 %), the newest healthy; one down before.
    const check = (status: string, checkedAt: Date) => ({ service: 'product:auto', status, response_ms: 12, detail: null, checked_at: checkedAt });
    await knex()('system_health_checks').insert([
      check('down', ago(40)),
      check('healthy', ago(3)),
      check('healthy', ago(2)),
      check('down', ago(1.5)),
      check('healthy', ago(1)),
    ]);
  }

  const overview = async (switches: Switches): Promise<DashboardOverview> => {
    const res = await extra
      .api()
      .get(`/api/admin/dashboard-overview?${query(switches)}`)
      .set(admin);
    expect(res.status).toBe(200);
    return res.body;
  };
  const metrics = async (switches: Switches): Promise<DashboardMetrics> => {
    const res = await extra
      .api()
      .get(`/api/admin/metrics?${query(switches)}`)
      .set(admin);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('is for administrators only, and refuses a switch that is neither true nor false', async () => {
    for (const path of ['/api/admin/dashboard-overview', '/api/admin/metrics']) {
      const anonymous = await extra.api().get(path);
      expect([anonymous.status, anonymous.body.error?.message]).toEqual([401, AUTH_MESSAGES.missingToken]);
      const notAdmin = await extra.api().get(path).set(user);
      expect([notAdmin.status, notAdmin.body.error?.message]).toEqual([403, AUTH_MESSAGES.notAdmin]);
      for (const bad of ['excludeAdmins=maybe', 'excludeTestUsers=yes']) {
        const res = await extra.api().get(`${path}?${bad}`).set(admin);
        expect([res.status, res.body.error?.message]).toEqual([400, DASHBOARD_FILTER_MESSAGES.badSwitch]);
      }
    }
    // 1 and 0 are the switches too.
    const res = await extra.api().get('/api/admin/dashboard-overview?excludeAdmins=1&excludeTestUsers=0').set(admin);
    expect(res.body.analytics.totalUsers).toBe(5);
  });

  it("counts the overview's analytics with and without each switch", async () => {
    const expected: Record<string, DashboardAnalytics> = {
      // Accounts 7; signed in: U1, U2, T, Adm; visitors v1-v4 (v5's address is excluded); new: Adm, U1, T against U2, U3
      // before (+50 %); visitors 4 against v2, v6 before (+100 %).
      [nameOf(NONE)]: { totalUsers: 7, activeUsers: 4, uniqueVisitors: 4, newUsers: 3, userGrowth: 50, visitorGrowth: 100, newInquiries: 1 },
      // Without both administrators, and without v3 (Adm's visitor id, its anonymous visit too).
      [nameOf(ADMINS)]: { totalUsers: 5, activeUsers: 3, uniqueVisitors: 3, newUsers: 2, userGrowth: 0, visitorGrowth: 50, newInquiries: 1 },
      [nameOf(TESTS)]: { totalUsers: 6, activeUsers: 3, uniqueVisitors: 3, newUsers: 2, userGrowth: 0, visitorGrowth: 50, newInquiries: 1 },
      [nameOf(BOTH)]: { totalUsers: 4, activeUsers: 2, uniqueVisitors: 2, newUsers: 1, userGrowth: -50, visitorGrowth: 0, newInquiries: 1 },
    };
    for (const switches of COMBINATIONS)
      expect([nameOf(switches), (await overview(switches)).analytics]).toEqual([nameOf(switches), expected[nameOf(switches)]]);
  });

  it('shows each live product with its users, visitors, uptime, p95 response time and status', async () => {
    const body = await overview(NONE);
    expect(body.productStats).toEqual([
      // Paying or in a running trial: U1, U2 (trial), U4, T; S3 lapsed. Visitors v1, v2, v4 (v5 excluded).
      { id: 'auto', name: 'Bilverdi', users: 4, uniqueVisitors: 3, uptime: 75, responseTime: 190, status: 'healthy' },
      // Adm paying; T's trial has ended, U3's subscription lapsed. No checks, no calls.
      { id: 'property', name: 'Eiendom', users: 1, uniqueVisitors: 1, uptime: null, responseTime: null, status: 'unknown' },
    ]);
    const usersAndVisitors = async (switches: Switches) =>
      (await overview(switches)).productStats.map((product) => [product.id, product.users, product.uniqueVisitors]);
    expect(await usersAndVisitors(ADMINS)).toEqual([
      ['auto', 4, 3],
      ['property', 0, 0],
    ]);
    expect(await usersAndVisitors(TESTS)).toEqual([
      ['auto', 3, 2],
      ['property', 1, 1],
    ]);
    expect(body.systemHealth).toEqual(await serviceHealth(knex(), new Date()));
    expect(body.systemHealth.find((entry) => entry.service === 'product:auto')).toMatchObject({ status: 'healthy', uptime: 75 });
  });

  it("counts the metrics tab's overall figures: subscriptions, conversions, conversion rate", async () => {
    const expected: Record<string, MetricsOverall> = {
      // Paying now: S1, S4, S6, S8, S9. Trials paid within the period: S1, S8. Trials ended within it: S1, S5, S8, of
      // which S1 and S8 pay (2 of 3).
      [nameOf(NONE)]: { activeSubscriptions: 5, trialConversions: 2, activeUsers: 4, conversionRate: 66.7, totalUsers: 7 },
      [nameOf(ADMINS)]: { activeSubscriptions: 4, trialConversions: 2, activeUsers: 3, conversionRate: 66.7, totalUsers: 5 },
      // Without T: S1 is the only trial that ended, and it pays.
      [nameOf(TESTS)]: { activeSubscriptions: 4, trialConversions: 1, activeUsers: 3, conversionRate: 100, totalUsers: 6 },
      [nameOf(BOTH)]: { activeSubscriptions: 3, trialConversions: 1, activeUsers: 2, conversionRate: 100, totalUsers: 4 },
    };
    for (const switches of COMBINATIONS) {
      const body = await metrics(switches);
      expect([nameOf(switches), body.overall, body.period]).toEqual([nameOf(switches), expected[nameOf(switches)], { days: 30 }]);
    }
  });

  it('counts revenue by Oslo month (paid minus refunded, failed left out), ARPU and churn', async () => {
    const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
    const revenue = (kroner: number[]) => kroner.map((value, i) => ({ month: months[i], revenue: value }));
    const expected: Record<string, DashboardMetrics['revenue']> = {
      // October: 499 + 999 - 100 (refund) + 101 (1 Oct in Oslo) = 1,499 kr from three payers (U4, Adm, U2): 499.67, 500 kr.
      // November: 499 + 299 + 50 (1 Nov in Oslo) = 848. May's payment is before the chart, the failed one counts nothing.
      // Churn: of S3, S4, S6 (paying at the period's start) S3 lapsed; before it, of S3 and S7, S7 lapsed.
      [nameOf(NONE)]: {
        averageRevenuePerUser: 500,
        churnRate: 33.3,
        previousChurnRate: 50,
        totalRevenue: 2546,
        lastMonthRevenue: 1499,
        monthlyRevenue: revenue([0, 199, 0, 0, 1499, 848]),
      },
      // Without Adm: October 500 kr from U4 and U2 (250 each); S6 leaves the churn's base.
      [nameOf(ADMINS)]: {
        averageRevenuePerUser: 250,
        churnRate: 50,
        previousChurnRate: 50,
        totalRevenue: 1547,
        lastMonthRevenue: 500,
        monthlyRevenue: revenue([0, 199, 0, 0, 500, 848]),
      },
      // Without T: November 549.
      [nameOf(TESTS)]: {
        averageRevenuePerUser: 500,
        churnRate: 33.3,
        previousChurnRate: 50,
        totalRevenue: 2247,
        lastMonthRevenue: 1499,
        monthlyRevenue: revenue([0, 199, 0, 0, 1499, 549]),
      },
      [nameOf(BOTH)]: {
        averageRevenuePerUser: 250,
        churnRate: 50,
        previousChurnRate: 50,
        totalRevenue: 1248,
        lastMonthRevenue: 500,
        monthlyRevenue: revenue([0, 199, 0, 0, 500, 549]),
      },
    };
    for (const switches of COMBINATIONS)
      expect([nameOf(switches), (await metrics(switches)).revenue]).toEqual([nameOf(switches), expected[nameOf(switches)]]);
  });

  it('counts sign-ins and new accounts per Oslo day over the period', async () => {
    const signIns = { '2026-11-13': 1, '2026-11-14': 1, '2026-11-15': 1, '2026-11-16': 1, '2026-11-17': 1 };
    const registrations = { '2026-10-29': 1, '2026-11-08': 1, '2026-11-13': 1 };
    const without = (counts: Record<string, number>, day: string) => ({ ...counts, [day]: 0 });
    expect((await metrics(NONE)).activity).toEqual({ signIns: series(signIns), registrations: series(registrations) });
    // Adm signed in on 13 Nov and was made on 29 Oct; T signed in on 14 Nov and was made on 13 Nov.
    expect((await metrics(ADMINS)).activity).toEqual({
      signIns: series(without(signIns, '2026-11-13')),
      registrations: series(without(registrations, '2026-10-29')),
    });
    expect((await metrics(TESTS)).activity).toEqual({
      signIns: series(without(signIns, '2026-11-14')),
      registrations: series(without(registrations, '2026-11-13')),
    });
  });

  it("shows each live product's subscriptions, trials, conversions, revenue within the period and churn", async () => {
    const property: ProductMetrics = {
      id: 'property',
      name: 'Eiendom',
      activeSubscriptions: 1,
      activeTrials: 0,
      trialConversions: 0,
      revenue: 0,
      churnRate: 0,
    };
    // Bilverdi within the period: 499 + 299 - 100 (refund) + 50 = 748 kr; churn: S3 of S3 and S4.
    const auto: ProductMetrics = {
      id: 'auto',
      name: 'Bilverdi',
      activeSubscriptions: 3,
      activeTrials: 1,
      trialConversions: 2,
      revenue: 748,
      churnRate: 50,
    };
    expect((await metrics(NONE)).products).toEqual([auto, property]);
    expect((await metrics(ADMINS)).products).toEqual([auto, { ...property, activeSubscriptions: 0, churnRate: null }]);
    expect((await metrics(TESTS)).products).toEqual([{ ...auto, activeSubscriptions: 2, trialConversions: 1, revenue: 449 }, property]);
  });
});
