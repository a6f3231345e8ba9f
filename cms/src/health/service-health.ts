import type { Knex } from 'knex';
import {
  HEALTH_PROBE,
  HEALTH_STATUSES,
  PLATFORM_SERVICES,
  SERVICE_NAMES,
  uptimePercent,
  type HealthStatus,
  type ServiceHealth,
} from '@platform/shared';
import { toIsoDate } from '../db-values';
import { HEALTH_CHECKS_TABLE } from './health-table';
import { HEALTH_DETAILS, staleAfterMs } from './health-rules';
import { liveProducts, type LiveProduct } from './live-products';

const DAY_MS = 86_400_000;
const PRODUCT_PREFIX = 'product:';

type Row = Record<string, unknown>;

/**
 * Each service as the dashboard shows it: its newest check and its uptime over the last 30 days, counted in the
 * database. The platform's services come first (PLATFORM_SERVICES' order), then the live products by id, then any
 * other service with checks in the window (a product switched off keeps its history until it ages out).
 */
export async function serviceHealth(knex: Knex, now = new Date()): Promise<ServiceHealth[]> {
  const since = new Date(now.getTime() - HEALTH_PROBE.uptimeDays * DAY_MS);
  const [counts, products] = await Promise.all([uptimeCounts(knex, since, now), liveProducts(knex)]);
  const services = new Set<string>([...PLATFORM_SERVICES, ...products.map((product) => PRODUCT_PREFIX + product.id)]);
  for (const service of [...counts.keys()].sort()) services.add(service);
  const newest = await newestChecks(knex, [...services]);

  return [...services].map((service) => {
    const check = newest.get(service);
    const count = counts.get(service);
    const health: ServiceHealth = {
      service,
      name: nameOf(service, products),
      status: check ? check.status : 'unknown',
      uptime: count ? uptimePercent(count.up, count.known) : null,
      lastCheck: check?.lastCheck ?? null,
      responseMs: check?.responseMs ?? null,
      detail: check?.detail ?? null,
    };
    // The job runner runs the probes: when they stop arriving, it is the runner that is down.
    if (service === 'job-runner' && check?.lastCheck) {
      const age = now.getTime() - new Date(check.lastCheck).getTime();
      if (age > staleAfterMs()) return { ...health, status: 'down', detail: HEALTH_DETAILS.stale(Math.floor(age / 60_000)) };
    }
    return health;
  });
}

/** Up (healthy or degraded) and known (not unknown) checks per service in the window, by GROUP BY. */
async function uptimeCounts(knex: Knex, since: Date, now: Date): Promise<Map<string, { up: number; known: number }>> {
  const rows: Row[] = await knex(HEALTH_CHECKS_TABLE)
    .select('service')
    .select(knex.raw(`sum(case when status in ('healthy', 'degraded') then 1 else 0 end) as up`))
    .select(knex.raw(`sum(case when status <> 'unknown' then 1 else 0 end) as known`))
    .where('checked_at', '>=', since)
    .where('checked_at', '<=', now)
    .groupBy('service');
  return new Map(rows.map((row) => [String(row.service), { up: Number(row.up), known: Number(row.known) }]));
}

/** The newest check of each service: one lookup per service down the (service, checked_at) index. */
async function newestChecks(knex: Knex, services: string[]) {
  const rows = await Promise.all(
    services.map(
      (service): Promise<Row | undefined> =>
        knex(HEALTH_CHECKS_TABLE)
          .first('service', 'status', 'response_ms', 'detail', 'checked_at')
          .where('service', service)
          .orderBy([
            { column: 'checked_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ]),
    ),
  );
  return new Map(
    rows
      .filter((row): row is Row => row !== undefined)
      .map((row) => [
        String(row.service),
        {
          status: (HEALTH_STATUSES as readonly string[]).includes(String(row.status)) ? (row.status as HealthStatus) : 'unknown',
          lastCheck: toIsoDate(row.checked_at),
          responseMs: row.response_ms === null || row.response_ms === undefined ? null : Number(row.response_ms),
          detail: (row.detail as string | null) ?? null,
        },
      ]),
  );
}

function nameOf(service: string, products: LiveProduct[]): string {
  if (service in SERVICE_NAMES) return SERVICE_NAMES[service as keyof typeof SERVICE_NAMES];
  if (service.startsWith(PRODUCT_PREFIX)) {
    const id = service.slice(PRODUCT_PREFIX.length);
    return products.find((product) => product.id === id)?.name ?? id;
  }
  return service;
}
