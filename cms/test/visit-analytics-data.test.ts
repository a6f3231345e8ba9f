import crypto from 'node:crypto';
import { AUTH_MESSAGES, VISIT_ANALYTICS_MESSAGES, type ExcludedIp } from '@platform/shared';
import { excludedVisitsWhere } from '../src/analytics/excluded-ips';
import { deleteExpiredVisits, visitRetentionMonths } from '../src/analytics/visit-retention';
import { DEMO_PASSWORD } from './api-client';
import { dbTime } from './database';
import { startExtraStrapi } from './extra-strapi';

const MONTH = 30 * 86_400_000;

/**
 * On a server of its own, so the excluded addresses and the deleted visits touch no other test: the excluded-ips
 * calls, visits from excluded addresses, the condition the analytics leave past visits out with, and the retention.
 */
describe('excluded addresses and the retention of visits', () => {
  let extra: Awaited<ReturnType<typeof startExtraStrapi>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    extra = await startExtraStrapi({ LOG_LEVEL: 'error', TRUST_PROXY: 'true', TRACKING_RATE_LIMIT: '100' });
    admin = await signIn('admin@demo.no');
  }, 60_000);
  afterAll(async () => {
    await extra?.stop();
  });

  async function signIn(email: string) {
    const res = await extra.api().post('/api/auth/local').send({ identifier: email, password: DEMO_PASSWORD });
    return { Authorization: `Bearer ${res.body.jwt}` };
  }
  const exclude = (address: unknown, note?: unknown) => extra.api().post('/api/admin/analytics/excluded-ips').set(admin).send({ address, note });
  const excluded = async (): Promise<ExcludedIp[]> => (await extra.api().get('/api/admin/analytics/excluded-ips').set(admin)).body;
  const removeAll = async () => {
    for (const entry of await excluded()) await extra.api().delete(`/api/admin/analytics/excluded-ips/${entry.id}`).set(admin);
  };
  const track = async (from: string) => {
    const body = { visitorId: crypto.randomUUID(), sessionId: crypto.randomUUID(), page: '/', title: 'Forsiden', referrer: '' };
    expect((await extra.api().post('/api/track/visit').set('X-Forwarded-For', from).send(body)).status).toBe(204);
    return body.visitorId;
  };
  const knex = () => extra.strapi.db.connection;
  const storedCount = async (visitorId: string) => Number((await knex()('page_visits').where('visitor_id', visitorId).count({ n: '*' }))[0].n);

  it('lets administrators only list, add and remove excluded addresses', async () => {
    const calls = [
      () => extra.api().get('/api/admin/analytics/excluded-ips'),
      () => extra.api().post('/api/admin/analytics/excluded-ips').send({ address: '192.0.2.1' }),
      () => extra.api().delete('/api/admin/analytics/excluded-ips/1'),
    ];
    for (const call of calls) {
      const res = await call();
      expect([res.status, res.body.error?.message]).toEqual([401, AUTH_MESSAGES.missingToken]);
    }
    const user = await signIn('pro@demo.no');
    for (const call of calls) {
      const res = await call().set(user);
      expect([res.status, res.body.error?.message]).toEqual([403, AUTH_MESSAGES.notAdmin]);
    }
    expect(await excluded()).toEqual([]);
  });

  it('keeps an address or range in one written form, refuses anything else (400) and the same one twice (409)', async () => {
    for (const bad of ['', 'localhost', '300.1.2.3', '1.2.3', '192.0.2.0/33', '2001:db8::/129', '192.0.2.1 192.0.2.2', 42, null]) {
      const res = await exclude(bad);
      expect([bad, res.status, res.body.error?.message]).toEqual([bad, 400, VISIT_ANALYTICS_MESSAGES.badExcludedIp]);
    }
    const tooLong = await exclude('192.0.2.1', 'x'.repeat(201));
    expect([tooLong.status, tooLong.body.error?.message]).toEqual([400, VISIT_ANALYTICS_MESSAGES.noteTooLong]);

    const added: ExcludedIp[] = [];
    for (const [typed, kept] of [
      [' 192.0.2.77/24 ', '192.0.2.0/24'],
      ['2001:DB8:0:0::1', '2001:db8::1'],
      ['198.51.100.9/32', '198.51.100.9'],
      ['::ffff:203.0.113.5', '203.0.113.5'],
      ['::ffff:198.51.100.77/120', '198.51.100.0/24'],
    ]) {
      const res = await exclude(typed, 'Kontoret');
      expect([res.status, res.body.address, res.body.note]).toEqual([201, kept, 'Kontoret']);
      expect(Date.now() - Date.parse(res.body.createdAt)).toBeLessThan(60_000);
      added.push(res.body);
    }
    expect((await excluded()).map((entry) => entry.address).sort()).toEqual([
      '192.0.2.0/24',
      '198.51.100.0/24',
      '198.51.100.9',
      '2001:db8::1',
      '203.0.113.5',
    ]);

    const again = await exclude('192.0.2.0/24');
    expect([again.status, again.body.error?.message]).toEqual([409, VISIT_ANALYTICS_MESSAGES.excludedIpExists]);
    expect((await exclude('2001:db8::0001')).status).toBe(409);

    expect((await extra.api().delete(`/api/admin/analytics/excluded-ips/${added[0].id}`).set(admin)).status).toBe(204);
    const gone = await extra.api().delete(`/api/admin/analytics/excluded-ips/${added[0].id}`).set(admin);
    expect([gone.status, gone.body.error?.message]).toEqual([404, VISIT_ANALYTICS_MESSAGES.excludedIpNotFound]);
    expect((await extra.api().delete('/api/admin/analytics/excluded-ips/abc').set(admin)).status).toBe(404);
    await removeAll();
  });

  it('stores no new visit from an excluded address or from inside an excluded range, IPv4 and IPv6', async () => {
    for (const address of ['203.0.113.7', '198.51.100.0/24', '2001:db8:5::/48', '203.0.113.96/27']) expect((await exclude(address)).status).toBe(201);
    for (const from of ['203.0.113.7', '198.51.100.44', '2001:db8:5:1::1', '203.0.113.100']) expect(await storedCount(await track(from))).toBe(0);
    for (const from of ['203.0.113.8', '198.51.101.1', '2001:db8:6::1']) expect(await storedCount(await track(from))).toBe(1);
    await removeAll();
  });

  it('leaves the past visits of excluded addresses out: single addresses by hash, ranges of /24 (/48) or wider by the masked address', async () => {
    const visitors = {
      single: await track('192.0.2.10'),
      neighbour: await track('192.0.2.11'),
      wideRange: await track('198.18.5.20'),
      outsideWideRange: await track('198.20.1.1'),
      v6Range: await track('2001:db8:7:1::5'),
      v6Outside: await track('2001:db8:8::5'),
      narrowRange: await track('203.0.113.70'),
    };
    for (const address of ['192.0.2.10', '198.18.0.0/15', '2001:db8:7::/48', '203.0.113.64/28']) expect((await exclude(address)).status).toBe(201);

    const visible = async () => {
      const rows: Array<{ visitor_id: string }> = await knex()('page_visits')
        .select('visitor_id')
        .whereIn('visitor_id', Object.values(visitors))
        .modify(await excludedVisitsWhere(extra.strapi));
      return Object.entries(visitors)
        .filter(([, id]) => rows.some((row) => row.visitor_id === id))
        .map(([name]) => name)
        .sort();
    };
    // A /28 cannot be told from a /24 mask: it only stops new visits.
    expect(await visible()).toEqual(['narrowRange', 'neighbour', 'outsideWideRange', 'v6Outside']);
    await removeAll();
    expect(await visible()).toEqual(Object.keys(visitors).sort());
  });

  it('deletes visits older than the retention period, in batches, and keeps the rest', async () => {
    const old = [await track('100.64.1.1'), await track('100.64.1.2'), await track('100.64.1.3')];
    const recent = await track('100.64.1.4');
    for (const visitorId of old)
      await knex()('page_visits')
        .where('visitor_id', visitorId)
        .update({ created_at: dbTime(new Date(Date.now() - 14 * MONTH)) });
    await knex()('page_visits')
      .where('visitor_id', recent)
      .update({ created_at: dbTime(new Date(Date.now() - 12 * MONTH)) });

    const beyondThirteenMonths = Number(
      (
        await knex()('page_visits')
          .where('created_at', '<', dbTime(new Date(Date.now() - 13 * MONTH)))
          .count({ n: '*' })
      )[0].n,
    );
    expect(await deleteExpiredVisits(knex(), 13, new Date(), 2)).toBe(beyondThirteenMonths);
    for (const visitorId of old) expect(await storedCount(visitorId)).toBe(0);
    expect(await storedCount(recent)).toBe(1);
    expect(await deleteExpiredVisits(knex(), 13)).toBe(0);
  });

  it('indexes the visits by period, visitor, session, user, address hash and masked address', async () => {
    const names: string[] =
      extra.strapi.db.dialect.client === 'postgres'
        ? (await knex().raw("SELECT indexname AS name FROM pg_indexes WHERE tablename = 'page_visits'")).rows.map((row: { name: string }) => row.name)
        : (await knex().raw("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'page_visits'")).map(
            (row: { name: string }) => row.name,
          );
    expect(names).toEqual(
      expect.arrayContaining([
        'page_visits_created_idx',
        'page_visits_visitor_idx',
        'page_visits_session_idx',
        'page_visits_user_idx',
        'page_visits_ip_hash_idx',
        'page_visits_ip_masked_idx',
      ]),
    );
  });

  it('reads the retention from VISIT_RETENTION_MONTHS, 13 months unless a whole number of at least 1', () => {
    expect(visitRetentionMonths('6')).toBe(6);
    expect(visitRetentionMonths(undefined)).toBe(13);
    for (const value of ['0', '-3', '1.5', 'ett år', '']) expect(visitRetentionMonths(value)).toBe(13);
  });
});
