import { DEMO_EMAIL_BY_LEVEL } from './api-client';
import { dbTime, sql } from './database';

const DAY = 86_400_000;

/**
 * The demo's seeded dashboard data on the run's server (a demo database): page views over 90 days from many places
 * and sources, and a sign-in history of the demo accounts. Only rows older than a day are looked at, so the visits
 * and sign-ins other tests make now are left out.
 */
describe('demo dashboard data', () => {
  const seeded = () => dbTime(new Date(Date.now() - DAY));
  const distinct = async (column: string) =>
    (await sql<{ value: string }>(`SELECT DISTINCT ${column} AS value FROM page_visits WHERE created_at < ? AND ${column} IS NOT NULL`, [seeded()]))
      .map((row) => row.value)
      .sort();

  it('has about 4,000 page views over the last 90 days, of several products, countries and kinds of referrer', async () => {
    const [span] = await sql<{ n: unknown; oldest: unknown }>(
      'SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM page_visits WHERE created_at < ?',
      [seeded()],
    );
    expect(Number(span.n)).toBeGreaterThan(3_000);
    expect(Number(span.n)).toBeLessThan(5_500);
    const oldestDaysAgo = (Date.now() - new Date(span.oldest as string | number).getTime()) / DAY;
    expect(oldestDaysAgo).toBeGreaterThan(85);
    expect(oldestDaysAgo).toBeLessThanOrEqual(91);

    expect(await distinct('product_id')).toEqual(expect.arrayContaining(['auto', 'data', 'portfolio', 'property']));
    expect(await distinct('country_code')).toEqual(['DE', 'DK', 'GB', 'NO', 'SE', 'US']);
    expect(await distinct('referrer_type')).toEqual(['direct', 'email', 'internal', 'referral', 'search', 'social']);
    expect(await distinct('search_engine')).toEqual(['Bing', 'DuckDuckGo', 'Google']);
    expect(await distinct('device')).toEqual(['desktop', 'mobile', 'tablet']);
  });

  it('marks exactly one landing page per session, keeps addresses masked, and signs some views in as demo accounts', async () => {
    const sessions = await sql<{ landings: unknown }>(
      'SELECT SUM(CASE WHEN is_landing THEN 1 ELSE 0 END) AS landings FROM page_visits WHERE created_at < ? GROUP BY session_id',
      [seeded()],
    );
    expect(sessions.length).toBeGreaterThan(1_500);
    expect(sessions.every((session) => Number(session.landings) === 1)).toBe(true);
    const addresses = await distinct('ip_masked');
    expect(addresses.every((address) => address === '203.0.113.0' || address === '198.51.100.0' || /^2001:db8:[0-9a-f]+::$/.test(address))).toBe(
      true,
    );
    const signedIn = await sql<{ email: string }>(
      'SELECT DISTINCT u.email AS email FROM page_visits v JOIN up_users u ON u.id = v.user_id WHERE v.created_at < ? ORDER BY u.email',
      [seeded()],
    );
    expect(signedIn.map((row) => row.email)).toEqual(Object.values(DEMO_EMAIL_BY_LEVEL).sort());
  });

  it('has a sign-in history of the demo accounts, marked as sample entries, reaching back beyond 30 days', async () => {
    const rows = await sql<{ email: string; n: unknown; oldest: unknown }>(
      `SELECT user_email AS email, COUNT(*) AS n, MIN("timestamp") AS oldest FROM log_entries WHERE action = 'auth.sign_in' AND "timestamp" < ? GROUP BY user_email ORDER BY user_email`,
      [seeded()],
    );
    expect(rows.map((row) => row.email)).toEqual(Object.values(DEMO_EMAIL_BY_LEVEL).sort());
    const admin = rows.find((row) => row.email === DEMO_EMAIL_BY_LEVEL[5])!;
    expect(Number(admin.n)).toBeGreaterThan(40);
    expect(Date.now() - new Date(admin.oldest as string | number).getTime()).toBeGreaterThan(60 * DAY);
    const [unmarked] = await sql<{ n: unknown }>(
      `SELECT COUNT(*) AS n FROM log_entries WHERE action = 'auth.sign_in' AND "timestamp" < ? AND CAST(metadata AS TEXT) NOT LIKE '%sample%true%'`,
      [seeded()],
    );
    expect(Number(unmarked.n)).toBe(0);
  });
});
