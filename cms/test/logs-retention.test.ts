import type { LogEntry, LogStats } from '@platform/shared';
import { storeLogBatch } from '../src/logs/log-store';
import type { LogEvent } from '../src/logs/event-log';
import { DEMO_PASSWORD } from './api-client';
import { startExtraStrapi } from './extra-strapi';

const DAY = 86_400_000;

/**
 * On a server of its own: entries dated in the past (stored through the platform's own write path), a slow-request
 * threshold of a microsecond (every request passes it; a refused request can be answered in less than 1 ms), and whole
 * addresses kept.
 */
describe('deleting old logs, slow requests and whole addresses', () => {
  let extra: Awaited<ReturnType<typeof startExtraStrapi>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    // Without the demo's sign-in history: the deletions counted here are of this test's own entries.
    extra = await startExtraStrapi({
      LOG_LEVEL: 'error',
      LOG_SLOW_REQUEST_MS: '0.001',
      LOG_FULL_IP: 'true',
      TRUST_PROXY: 'true',
      SEED_ACTIVITY: 'false',
    });
    const signIn = await extra.api().post('/api/auth/local').send({ identifier: 'admin@demo.no', password: DEMO_PASSWORD });
    auth = { Authorization: `Bearer ${signIn.body.jwt}` };
  }, 60_000);
  afterAll(async () => {
    await extra?.stop();
  });

  const stats = async (days?: number): Promise<LogStats> =>
    (await extra.api().get('/api/admin/logs/stats').query(days ? { days: String(days) } : {}).set(auth)).body;
  const entries = async (query: Record<string, string> = {}): Promise<LogEntry[]> =>
    (await extra.api().get('/api/admin/logs').query({ limit: '1000', ...query }).set(auth)).body.logs;

  it('archives error, critical and security entries, keeps the day counts for 90 days, and logs the deletion', async () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    const old: LogEvent[] = [
      { timestamp: at(40), level: 'error', category: 'system', action: 'test.old_error', errorMessage: 'Gammel feil' },
      { timestamp: at(40), level: 'warning', category: 'security', action: 'test.old_refusal' },
      { timestamp: at(40), level: 'info', category: 'admin', action: 'test.old_info' },
    ];
    await storeLogBatch(extra.strapi, [...old, { timestamp: at(10), level: 'info', category: 'admin', action: 'test.recent_info' }]);
    expect((await stats(90)).logsByLevel.error).toBe(1);

    const res = await extra.api().post('/api/admin/logs/cleanup').set(auth).send({ days: 30 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deletedCount: 3, archivedCount: 2 });

    const archived = await extra.strapi.db.connection('log_archive').select('action', 'level', 'error_message').orderBy('action');
    expect(archived).toEqual([
      { action: 'test.old_error', level: 'error', error_message: 'Gammel feil' },
      { action: 'test.old_refusal', level: 'warning', error_message: null },
    ]);
    const left = (await entries()).map((e) => e.action);
    expect(left).toContain('test.recent_info');
    expect(left.filter((action) => action.startsWith('test.old'))).toEqual([]);

    // The counts of the deleted days are still there for a period that reaches them, not for what is stored.
    expect((await stats(90)).logsByLevel.error).toBe(1);
    expect((await stats()).logsByLevel.error).toBe(0);
    expect((await stats()).topActions.map((a) => a.action)).not.toContain('test.old_info');

    const [logged, ...more] = await entries({ search: 'logs.cleanup' });
    expect(more).toEqual([]);
    expect(logged).toMatchObject({ level: 'info', category: 'admin', action: 'logs.cleanup.create', status: 'success', userEmail: 'admin@demo.no' });
    expect(logged.metadata).toMatchObject({ result: { days: 30, deletedCount: 3, archivedCount: 2 } });
  });

  it('a days value that is not a whole number from 1 to 365 is refused and deletes nothing; none sent means 30', async () => {
    await storeLogBatch(extra.strapi, [
      { timestamp: new Date(Date.now() - 45 * DAY), level: 'info', category: 'admin', action: 'test.fallback_old' },
      { timestamp: new Date(Date.now() - 20 * DAY), level: 'info', category: 'admin', action: 'test.fallback_kept' },
    ]);
    for (const days of [0, -1, 366, 400, 9999, 2.5, '30x', '', null, { days: 30 }, [30]]) {
      const res = await extra.api().post('/api/admin/logs/cleanup').set(auth).send({ days });
      expect([days, res.status, res.body.error?.message]).toEqual([days, 400, 'days must be a whole number from 1 to 365.']);
    }
    expect((await entries({ search: 'test.fallback' })).map((e) => e.action).sort()).toEqual(['test.fallback_kept', 'test.fallback_old']);
    const res = await extra.api().post('/api/admin/logs/cleanup').set(auth).send({});
    expect(res.body.deletedCount).toBe(1);
    expect((await entries({ search: 'test.fallback' })).map((e) => e.action)).toEqual(['test.fallback_kept']);
  });

  it('a request over the threshold leaves a performance entry, with the whole address when LOG_FULL_IP is on', async () => {
    const agent = `log-test/slow-${Date.now()}`;
    await extra.api().get('/api/admin/ideas').set('X-Forwarded-For', '203.0.113.77').set('User-Agent', agent);
    const mine = (await entries()).filter((e) => e.userAgent === agent);
    expect(mine.map((e) => [e.category, e.action]).sort()).toEqual([
      ['performance', 'performance.slow_request'],
      ['security', 'security.unauthorized'],
    ]);
    const slow = mine.find((e) => e.category === 'performance')!;
    expect(slow).toMatchObject({ level: 'warning', ipAddress: '203.0.113.77', status: '401' });
    expect(slow.errorMessage).toMatch(/^GET \/api\/admin\/ideas took \d+ ms \(over 0\.001 ms\)\.$/);
    expect(slow.errorMessage).toContain(`took ${slow.durationMs} ms`);
  });
});
