import crypto from 'node:crypto';
import { AUTH_MESSAGES, DASHBOARD_FILTER_MESSAGES, type DashboardAnalyses, type DashboardFilters, type UserActivity } from '@platform/shared';
import { dashboardAnalyses } from '../src/dashboard/analyses';
import { dashboardScope } from '../src/dashboard/dashboard-filters';
import { dbMoment } from '../src/db-values';
import { userActivity } from '../src/dashboard/user-activity';
import { startExtraStrapi } from './extra-strapi';

/**
 * The user activity and analyses tabs on a server of their own whose database holds only this fixture (production
 * mode seeds nothing but the first administrator). The figures are worked out by hand for a fixed moment,
 * 2026-03-30 12:00 in Oslo, the day after the change to summer time: the 30 days are 1–30 March, the six months
 * October 2025 – March 2026. Several entries sit just after an Oslo midnight that is still the day before in UTC.
 */
const NOW = new Date('2026-03-30T10:00:00Z');
const MONTHS = ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];
const NONE: DashboardFilters = { excludeAdmins: false, excludeTestUsers: false };
const ADMIN_EMAIL = 'sjef@example.no';

describe('the dashboard: user activity, funnel and cohorts', () => {
  let extra: Awaited<ReturnType<typeof startExtraStrapi>>;
  const id: Record<string, number> = {};
  const knex = () => extra.strapi.db.connection;
  const at = (iso: string) => dbMoment(knex(), new Date(iso));
  const tokenOf = (userId: number) => ({ Authorization: `Bearer ${extra.strapi.plugin('users-permissions').service('jwt').issue({ id: userId })}` });

  async function addUser(key: string, email: string, createdAt: string, extraColumns: Record<string, unknown> = {}) {
    const [row] = await knex()('up_users')
      .insert({
        document_id: crypto.randomUUID(),
        username: email,
        email,
        provider: 'local',
        confirmed: true,
        blocked: false,
        access_level: 1,
        account_type: 0,
        account_status: 'active',
        created_at: at(createdAt),
        updated_at: at(createdAt),
        ...extraColumns,
      })
      .returning('id');
    id[key] = typeof row === 'object' ? row.id : row;
  }
  const signIn = (userId: number, iso: string, action = 'auth.sign_in') => ({
    document_id: crypto.randomUUID(),
    timestamp: at(iso),
    level: 'info',
    category: 'auth',
    action,
    user_id: userId,
  });
  const visit = (visitor: string, iso: string, page: string, productId: string | null, userId: number | null = null) => ({
    document_id: crypto.randomUUID(),
    visitor_id: visitor,
    session_id: `${visitor}-${iso}`,
    page,
    product_id: productId,
    user_id: userId,
    created_at: at(iso),
  });
  const subscription = (userId: number, product: string, status: string, trialStart: string | null, startedAt: string | null) => ({
    document_id: crypto.randomUUID(),
    user_id: userId,
    product_slug: product,
    status,
    trial_start: trialStart ? at(trialStart) : null,
    started_at: startedAt ? at(startedAt) : null,
  });

  beforeAll(async () => {
    extra = await startExtraStrapi({
      LOG_LEVEL: 'error',
      PLATFORM_MODE: 'production',
      PLATFORM_ADMIN_EMAIL: ADMIN_EMAIL,
      PLATFORM_ADMIN_PASSWORD: 'Sjef-passord-2026!',
      PRODUCT_AREAS_READY: 'auto,data,models',
    });
    // The administrator production mode made: made just after midnight in Oslo on 30 March (29 March in UTC).
    id.admin = (await knex()('up_users').where('email', ADMIN_EMAIL).first('id')).id;
    await knex()('up_users')
      .where('id', id.admin)
      // Production mode asks two-factor sign-in of administrators before the admin routes open.
      .update({ created_at: at('2026-03-29T22:30:00Z'), two_factor_enabled: true });
    await addUser('ada', 'ada@example.no', '2025-10-15T10:00:00Z', { first_name: 'Ada', last_name: 'Aas' });
    await addUser('bo', 'bo@example.no', '2025-10-20T10:00:00Z', { first_name: 'Bo', last_name: 'Berg' });
    // 1 December 00:30 in Oslo: December's cohort, not November's.
    await addUser('hal', 'hal@example.no', '2025-11-30T23:30:00Z');
    await addUser('cy', 'cy@example.no', '2025-12-05T10:00:00Z');
    await addUser('dag', 'dag@example.no', '2026-01-10T10:00:00Z', { first_name: 'Dag', last_name: 'Dal', account_type: 1 });
    await addUser('fay', 'fay@example.no', '2026-02-10T10:00:00Z');
    // 1 March 00:30 in Oslo.
    await addUser('eli', 'eli@example.no', '2026-02-28T23:30:00Z');
    await addUser('gro', 'gro@example.no', '2026-03-29T12:00:00Z');
    const deleted = 9_999;

    await knex()('log_entries').insert([
      signIn(id.ada, '2025-10-16T10:00:00Z'),
      signIn(id.ada, '2025-12-10T10:00:00Z'),
      signIn(id.ada, '2026-02-15T10:00:00Z'),
      signIn(id.ada, '2026-03-02T08:00:00Z'),
      signIn(id.ada, '2026-03-02T09:00:00Z'),
      // 23:30 on 29 March in Oslo (summer time, UTC+2).
      signIn(id.ada, '2026-03-29T21:30:00Z'),
      signIn(id.ada, '2026-03-04T10:00:00Z', 'auth.sign_in_failed'),
      signIn(id.bo, '2025-11-05T10:00:00Z'),
      signIn(id.bo, '2026-03-10T10:00:00Z'),
      signIn(id.bo, '2026-03-20T10:00:00Z'),
      signIn(id.bo, '2026-03-30T07:00:00Z'),
      signIn(id.cy, '2025-12-06T10:00:00Z'),
      // 28 February 23:30 in Oslo, then 1 March 00:30 in Oslo.
      signIn(id.cy, '2026-02-28T22:30:00Z'),
      signIn(id.cy, '2026-02-28T23:30:00Z'),
      ...Array.from({ length: 4 }, () => signIn(id.dag, '2026-03-05T12:00:00Z')),
      signIn(id.fay, '2026-02-11T10:00:00Z'),
      signIn(id.admin, '2026-03-30T08:00:00Z'),
      signIn(id.admin, '2026-03-30T08:10:00Z'),
      ...Array.from({ length: 5 }, () => signIn(deleted, '2026-03-15T12:00:00Z')),
      signIn(id.gro, '2026-03-29T12:05:00Z', 'auth.sign_up'),
    ]);

    await knex()('products').insert(
      [
        ['auto', 'Bil', true],
        ['data', 'Data', true],
        ['models', 'Modeller', false],
      ].map(([slug, name, active]) => ({ document_id: crypto.randomUUID(), slug, name, lifecycle: 'stable', product_type: 'saas', is_active: active })),
    );

    await knex()('page_visits').insert([
      visit('v-anon', '2025-10-05T10:00:00Z', '/', null),
      visit('v-anon', '2025-10-06T10:00:00Z', '/auto', 'auto'),
      visit('v-ada', '2025-10-15T11:00:00Z', '/auto/sok', 'auto', id.ada),
      visit('v-bo', '2025-10-21T10:00:00Z', '/data', 'data'),
      visit('v-bo', '2025-11-02T10:00:00Z', '/data', 'data', id.bo),
      visit('v-dag', '2026-01-11T10:00:00Z', '/data', 'data', id.dag),
      visit('v-eli', '2026-02-28T23:45:00Z', '/auto', 'auto', id.eli),
      visit('v-admin', '2026-03-30T08:30:00Z', '/auto', 'auto', id.admin),
      visit('v-gro', '2026-03-29T13:00:00Z', '/data', 'data'),
    ]);

    await knex()('product_subscriptions').insert([
      subscription(id.ada, 'auto', 'active', '2025-10-15T12:00:00Z', '2025-11-14T10:00:00Z'),
      // 1 December 01:00 in Oslo.
      subscription(id.ada, 'data', 'trial', '2025-12-01T00:00:00Z', null),
      subscription(id.bo, 'data', 'expired', '2025-11-05T10:00:00Z', null),
      subscription(id.bo, 'auto', 'expired', '2025-11-20T10:00:00Z', null),
      // Paid without a trial, 1 February 00:30 in Oslo.
      subscription(id.cy, 'auto', 'active', null, '2026-01-31T23:30:00Z'),
      subscription(id.dag, 'data', 'active', '2026-01-10T10:00:00Z', '2026-02-09T10:00:00Z'),
      subscription(id.fay, 'auto', 'active', '2026-02-10T10:00:00Z', '2026-03-12T10:00:00Z'),
      subscription(id.admin, 'auto', 'trial', '2026-03-30T08:35:00Z', null),
      subscription(id.eli, 'models', 'trial', '2026-03-02T10:00:00Z', null),
    ]);
  }, 180_000);
  afterAll(async () => {
    await extra?.stop();
  });

  const activityAt = async (filters: DashboardFilters) => userActivity(extra.strapi, await dashboardScope(extra.strapi, filters), NOW);
  const analysesAt = async (filters: DashboardFilters) => dashboardAnalyses(extra.strapi, await dashboardScope(extra.strapi, filters), NOW);
  /** The days with a count, as 'DD: n' (every other day of March must be there with 0). */
  const nonZero = (series: UserActivity['signIns']) => {
    expect(series.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`));
    return series.filter((day) => day.count > 0).map((day) => `${day.date.slice(8)}: ${day.count}`);
  };

  it('counts sign-ins and new accounts per Oslo day of the last 30 days, zero days included', async () => {
    const all = await activityAt(NONE);
    expect(all.days).toBe(30);
    // The deleted account's five sign-ins still happened; a failed sign-in and a registration entry are no sign-ins.
    expect(nonZero(all.signIns)).toEqual(['01: 1', '02: 2', '05: 4', '10: 1', '15: 5', '20: 1', '29: 1', '30: 3']);
    expect(nonZero(all.registrations)).toEqual(['01: 1', '29: 1', '30: 1']);

    const noAdmins = await activityAt({ excludeAdmins: true, excludeTestUsers: false });
    expect(nonZero(noAdmins.signIns)).toEqual(['01: 1', '02: 2', '05: 4', '10: 1', '15: 5', '20: 1', '29: 1', '30: 1']);
    expect(nonZero(noAdmins.registrations)).toEqual(['01: 1', '29: 1']);
    const noTestUsers = await activityAt({ excludeAdmins: false, excludeTestUsers: true });
    expect(nonZero(noTestUsers.signIns)).toEqual(['01: 1', '02: 2', '10: 1', '15: 5', '20: 1', '29: 1', '30: 3']);
  });

  it('lists the most active accounts by sign-ins, ties by the newest sign-in, without deleted accounts', async () => {
    const shown = (activity: UserActivity) => activity.mostActive.map((user) => [user.email, user.name, user.signIns, user.lastSignIn]);
    expect(shown(await activityAt(NONE))).toEqual([
      ['dag@example.no', 'Dag Dal', 4, '2026-03-05T12:00:00.000Z'],
      ['bo@example.no', 'Bo Berg', 3, '2026-03-30T07:00:00.000Z'],
      ['ada@example.no', 'Ada Aas', 3, '2026-03-29T21:30:00.000Z'],
      [ADMIN_EMAIL, 'Platform Admin', 2, '2026-03-30T08:10:00.000Z'],
      ['cy@example.no', null, 1, '2026-02-28T23:30:00.000Z'],
    ]);
    expect((await activityAt(NONE)).mostActive[0].userId).toBe(id.dag);
    expect(shown(await activityAt({ excludeAdmins: true, excludeTestUsers: true })).map(([email]) => email)).toEqual([
      'bo@example.no',
      'ada@example.no',
      'cy@example.no',
    ]);
  });

  /** Each funnel row as 'product month: visitors/signUps/trials/paid'. */
  const funnelOf = (analyses: DashboardAnalyses) =>
    analyses.funnel.map((row) => `${row.product ?? 'platform'} ${row.month}: ${row.visitors}/${row.signUps}/${row.trials}/${row.paid}`);

  it('counts the funnel per month for the platform and each live product', async () => {
    const all = await analysesAt(NONE);
    expect(all.products).toEqual([
      { id: 'auto', name: 'Bil' },
      { id: 'data', name: 'Data' },
    ]);
    expect(funnelOf(all)).toEqual([
      // Bo's two trials in November are one account; Eli's trial of the inactive product counts for the platform only.
      'platform 2025-10: 3/2/1/0',
      'platform 2025-11: 1/0/1/1',
      'platform 2025-12: 0/2/1/0',
      'platform 2026-01: 1/1/1/0',
      'platform 2026-02: 0/1/1/2',
      'platform 2026-03: 3/3/2/1',
      // Ada viewed the product signed in the month she signed up; Eli and the administrator too (March).
      'auto 2025-10: 2/1/1/0',
      'auto 2025-11: 0/0/1/1',
      'auto 2025-12: 0/0/0/0',
      'auto 2026-01: 0/0/0/0',
      'auto 2026-02: 0/0/1/1',
      'auto 2026-03: 2/2/1/1',
      // Bo viewed it anonymously in his sign-up month and signed in only the month after: no sign-up of the product.
      'data 2025-10: 1/0/0/0',
      'data 2025-11: 1/0/1/0',
      'data 2025-12: 0/0/1/0',
      'data 2026-01: 1/1/1/0',
      'data 2026-02: 0/0/0/1',
      'data 2026-03: 1/0/0/0',
    ]);
  });

  it('leaves administrators and test users out of the funnel when asked, with their visitor ids', async () => {
    expect(funnelOf(await analysesAt({ excludeAdmins: true, excludeTestUsers: false }))).toEqual([
      'platform 2025-10: 3/2/1/0',
      'platform 2025-11: 1/0/1/1',
      'platform 2025-12: 0/2/1/0',
      'platform 2026-01: 1/1/1/0',
      'platform 2026-02: 0/1/1/2',
      'platform 2026-03: 2/2/1/1',
      'auto 2025-10: 2/1/1/0',
      'auto 2025-11: 0/0/1/1',
      'auto 2025-12: 0/0/0/0',
      'auto 2026-01: 0/0/0/0',
      'auto 2026-02: 0/0/1/1',
      'auto 2026-03: 1/1/0/1',
      'data 2025-10: 1/0/0/0',
      'data 2025-11: 1/0/1/0',
      'data 2025-12: 0/0/1/0',
      'data 2026-01: 1/1/1/0',
      'data 2026-02: 0/0/0/1',
      'data 2026-03: 1/0/0/0',
    ]);
    expect(funnelOf(await analysesAt({ excludeAdmins: false, excludeTestUsers: true }))).toEqual([
      'platform 2025-10: 3/2/1/0',
      'platform 2025-11: 1/0/1/1',
      'platform 2025-12: 0/2/1/0',
      'platform 2026-01: 0/0/0/0',
      'platform 2026-02: 0/1/1/1',
      'platform 2026-03: 3/3/2/1',
      'auto 2025-10: 2/1/1/0',
      'auto 2025-11: 0/0/1/1',
      'auto 2025-12: 0/0/0/0',
      'auto 2026-01: 0/0/0/0',
      'auto 2026-02: 0/0/1/1',
      'auto 2026-03: 2/2/1/1',
      'data 2025-10: 1/0/0/0',
      'data 2025-11: 1/0/1/0',
      'data 2025-12: 0/0/1/0',
      'data 2026-01: 0/0/0/0',
      'data 2026-02: 0/0/0/0',
      'data 2026-03: 1/0/0/0',
    ]);
  });

  it('follows each sign-up month as a cohort: the percent that signed in each month since, null for months still ahead', async () => {
    expect((await analysesAt(NONE)).cohorts).toEqual([
      { month: '2025-10', size: 2, retention: [50, 50, 50, 0, 50, 100] },
      { month: '2025-11', size: 0, retention: [null, null, null, null, null, null] },
      { month: '2025-12', size: 2, retention: [50, 0, 50, 50, null, null] },
      { month: '2026-01', size: 1, retention: [0, 0, 100, null, null, null] },
      { month: '2026-02', size: 1, retention: [100, 0, null, null, null, null] },
      { month: '2026-03', size: 3, retention: [33.3, null, null, null, null, null] },
    ]);
    const without = await analysesAt({ excludeAdmins: true, excludeTestUsers: true });
    expect(without.cohorts.map((cohort) => [cohort.month, cohort.size, cohort.retention])).toEqual([
      ['2025-10', 2, [50, 50, 50, 0, 50, 100]],
      ['2025-11', 0, [null, null, null, null, null, null]],
      ['2025-12', 2, [50, 0, 50, 50, null, null]],
      ['2026-01', 0, [null, null, null, null, null, null]],
      ['2026-02', 1, [100, 0, null, null, null, null]],
      ['2026-03', 2, [0, null, null, null, null, null]],
    ]);
    expect(without.cohorts.map((cohort) => cohort.month)).toEqual(MONTHS);
  });

  const get = (path: string) => extra.api().get(`/api/admin/dashboard/${path}`);

  it('answers both calls with the switches from the query, and 400 for a switch that is neither true nor false', async () => {
    const admin = tokenOf(id.admin);
    for (const [query, filters] of [
      ['', NONE],
      ['?excludeAdmins=true', { excludeAdmins: true, excludeTestUsers: false }],
      ['?excludeTestUsers=1&excludeAdmins=false', { excludeAdmins: false, excludeTestUsers: true }],
    ] as const) {
      const scope = await dashboardScope(extra.strapi, filters);
      const activity = await get(`activity${query}`).set(admin);
      expect(activity.status).toBe(200);
      expect(activity.body).toEqual(await userActivity(extra.strapi, scope));
      const analyses = await get(`analyses${query}`).set(admin);
      expect(analyses.status).toBe(200);
      expect(analyses.body).toEqual(await dashboardAnalyses(extra.strapi, scope));
    }
    for (const path of ['activity?excludeAdmins=maybe', 'analyses?excludeTestUsers=yes']) {
      const res = await get(path).set(admin);
      expect([res.status, res.body.error?.message]).toEqual([400, DASHBOARD_FILTER_MESSAGES.badSwitch]);
    }
  });

  it('lets administrators only call them', async () => {
    for (const path of ['activity', 'analyses']) {
      const anonymous = await get(path);
      expect([anonymous.status, anonymous.body.error?.message]).toEqual([401, AUTH_MESSAGES.missingToken]);
      const user = await get(path).set(tokenOf(id.ada));
      expect([user.status, user.body.error?.message]).toEqual([403, AUTH_MESSAGES.notAdmin]);
    }
  });
});
