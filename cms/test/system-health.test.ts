import { BUILT_PRODUCT_AREAS, HEALTH_PROBE, PLATFORM_SERVICES, SERVICE_NAMES, type PublicProduct, type ServiceHealth } from '@platform/shared';
import { diskStatus, HEALTH_DETAILS, httpStatus, timedProbe, timedStatus } from '../src/health/health-rules';
import { probeMail } from '../src/health/probes';
import { api, bearer, expectAdminOnly, marker, tokenFor } from './api-client';
import { dbTime, sql } from './database';

const DAY_MS = 86_400_000;
/** pg-boss sends a schedule at most once a minute, the first about a minute after a fresh start. */
const FIRST_RUN_WITHIN_MS = 120_000;
jest.setTimeout(FIRST_RUN_WITHIN_MS + 30_000);

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

const systemHealth = async (): Promise<ServiceHealth[]> => {
  const res = await api().get('/api/admin/system-health').set(admin);
  expect(res.status).toBe(200);
  return res.body.systemHealth;
};

/** Asks again until the stored checks show what is expected (the probes run on the server's schedule). */
async function healthWhen(expected: (services: ServiceHealth[]) => boolean): Promise<ServiceHealth[]> {
  const deadline = Date.now() + FIRST_RUN_WITHIN_MS;
  for (;;) {
    const services = await systemHealth();
    if (expected(services) || Date.now() > deadline) return services;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const byService = (services: ServiceHealth[]) => new Map(services.map((health) => [health.service, health]));

describe('GET /api/admin/system-health', () => {
  it('is for administrators only', async () => {
    await expectAdminOnly([() => api().get('/api/admin/system-health')]);
  });

  it('shows every platform service and product area, probed by the server: database, API and mail healthy', async () => {
    const live: PublicProduct[] = [];
    for (const id of BUILT_PRODUCT_AREAS) {
      const res = await api().get(`/api/products/${id}`);
      if (res.status === 200) live.push(res.body.data);
    }
    expect(live.length).toBeGreaterThan(0);
    const wanted = ['database', 'api', 'mail', 'job-runner', ...live.map((product) => `product:${product.id}`)];

    const services = await healthWhen((list) => {
      const found = byService(list);
      return wanted.every((service) => found.get(service)?.status === 'healthy') && found.get('disk')?.lastCheck !== null;
    });
    const found = byService(services);

    expect(services.slice(0, PLATFORM_SERVICES.length).map(({ service, name }) => [service, name])).toEqual(
      PLATFORM_SERVICES.map((service) => [service, SERVICE_NAMES[service]]),
    );
    for (const service of ['database', 'api', 'mail', 'job-runner']) {
      expect(found.get(service)).toMatchObject({ status: 'healthy', detail: null });
      expect(found.get(service)!.uptime).toBeGreaterThan(0);
      expect(Date.parse(found.get(service)!.lastCheck!)).toBeGreaterThan(Date.now() - DAY_MS);
    }
    expect(found.get('database')!.responseMs).toBeLessThanOrEqual(HEALTH_PROBE.degradedAfterMs);
    expect(found.get('api')!.responseMs).toEqual(expect.any(Number));
    expect(found.get('mail')!.responseMs).toEqual(expect.any(Number));
    // The volume's free share decides the disk's status, whatever this machine has left.
    expect(found.get('disk')!.detail).toMatch(/%/);

    for (const product of live) expect(found.get(`product:${product.id}`)).toMatchObject({ name: product.name, status: 'healthy' });
    const productIds = services.filter((health) => health.service.startsWith('product:')).map((health) => health.service);
    expect(productIds.slice(0, live.length)).toEqual([...productIds.slice(0, live.length)].sort());
  });

  it('counts the 30-day uptime from the stored checks: 97 up and 3 down is 97 %, older checks left out', async () => {
    const service = marker('uptime-test');
    const now = Date.now();
    // The newest check (degraded, which is up) decides the status shown.
    const rows: Array<[string, number]> = [['degraded', now - 60_000]];
    // 96 more up (90 healthy, 6 degraded) and 3 down within 30 days; 2 unknown, which count neither way.
    for (let i = 0; i < 99; i++) rows.push([i < 90 ? 'healthy' : i < 96 ? 'degraded' : 'down', now - (i + 1) * 7 * 3_600_000]);
    rows.push(['unknown', now - 5 * DAY_MS], ['unknown', now - 6 * DAY_MS]);
    // Just outside the window (still stored: the cleanup keeps a day more) and long gone: 50 % if counted.
    for (let i = 0; i < 90; i++) rows.push(['down', now - 30 * DAY_MS - (i + 1) * 60_000]);
    for (let i = 0; i < 10; i++) rows.push(['down', now - (40 + i) * DAY_MS]);
    await sql(
      `insert into system_health_checks (service, status, response_ms, detail, checked_at) values ${rows.map(() => '(?, ?, 1200, null, ?)').join(', ')}`,
      rows.flatMap(([status, at]) => [service, status, dbTime(new Date(at))]),
    );

    const found = byService(await systemHealth()).get(service);
    expect(found).toEqual({
      service,
      name: service,
      status: 'degraded',
      uptime: 97,
      lastCheck: new Date(now - 60_000).toISOString(),
      responseMs: 1200,
      detail: null,
    });
  });
});

describe('the status rules', () => {
  it('calls a probe slower than a second degraded', () => {
    expect(timedStatus(HEALTH_PROBE.degradedAfterMs)).toEqual({ status: 'healthy', responseMs: 1000, detail: null });
    expect(timedStatus(HEALTH_PROBE.degradedAfterMs + 1)).toEqual({ status: 'degraded', responseMs: 1001, detail: HEALTH_DETAILS.slow(1001) });
  });

  it('calls an answer other than 2xx down', () => {
    expect(httpStatus(204, 12)).toMatchObject({ status: 'healthy' });
    expect(httpStatus(404, 12)).toEqual({ status: 'down', responseMs: 12, detail: 'HTTP 404' });
    expect(httpStatus(503, 12)).toMatchObject({ status: 'down', detail: 'HTTP 503' });
    expect(httpStatus(200, 2500)).toMatchObject({ status: 'degraded' });
  });

  it('calls a disk degraded below 10 % free and down below 2 %', () => {
    expect(diskStatus(50, 100)).toMatchObject({ status: 'healthy', detail: '50 % free' });
    expect(diskStatus(10, 100)).toMatchObject({ status: 'healthy' });
    expect(diskStatus(9.9, 100)).toEqual({ status: 'degraded', responseMs: null, detail: HEALTH_DETAILS.diskLow(9.9) });
    expect(diskStatus(2, 100)).toMatchObject({ status: 'degraded' });
    expect(diskStatus(1.9, 100)).toEqual({ status: 'down', responseMs: null, detail: 'Only 1.9 % of the disk is free' });
    expect(diskStatus(0, 0)).toMatchObject({ status: 'unknown' });
  });

  it('calls a probe that fails down, with the reason', async () => {
    const failed = await timedProbe(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:1');
    });
    expect(failed).toMatchObject({ status: 'down', detail: 'connect ECONNREFUSED 127.0.0.1:1' });
    expect(await timedProbe(async () => undefined)).toMatchObject({ status: 'healthy', detail: null });
  });

  it('calls mail unknown when no SMTP server is set', async () => {
    expect(await probeMail({})).toEqual({ status: 'unknown', responseMs: null, detail: 'SMTP_HOST is not set' });
  });
});
