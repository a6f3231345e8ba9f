import type { Core } from '@strapi/strapi';
import { HEALTH_PROBE, type PlatformService } from '@platform/shared';
import { HEALTH_CHECKS_TABLE } from './health-table';
import type { ProbeResult } from './health-rules';
import { liveProducts } from './live-products';
import { probeDatabase, probeDisk, probeJobRunner, probeMail, probeOwnUrl, productProbePath } from './probes';

const DAY_MS = 86_400_000;

/** The platform's probes, each within its own timeout. */
const PLATFORM_PROBES: Record<PlatformService, (strapi: Core.Strapi) => Promise<ProbeResult>> = {
  database: probeDatabase,
  api: (strapi) => probeOwnUrl(strapi, '/_health'),
  mail: () => probeMail(),
  'job-runner': probeJobRunner,
  disk: probeDisk,
};

/** Every probe side by side, keyed by service ('product:{id}' for each live product's API). */
export async function runProbes(strapi: Core.Strapi): Promise<Array<{ service: string } & ProbeResult>> {
  const products = await liveProducts(strapi.db.connection);
  const probes: Array<[string, Promise<ProbeResult>]> = [
    ...Object.entries(PLATFORM_PROBES).map(([service, probe]): [string, Promise<ProbeResult>] => [service, probe(strapi)]),
    ...products.map((product): [string, Promise<ProbeResult>] => [`product:${product.id}`, probeOwnUrl(strapi, productProbePath(product.id))]),
  ];
  return Promise.all(probes.map(async ([service, result]) => ({ service, ...(await result) })));
}

/**
 * The 'system-health' job: one stored check per service at the run's time, then the checks older than the uptime
 * window (and a day) go.
 */
export async function recordSystemHealth(strapi: Core.Strapi, now = new Date()): Promise<void> {
  const results = await runProbes(strapi);
  const knex = strapi.db.connection;
  await knex(HEALTH_CHECKS_TABLE).insert(
    results.map(({ service, status, responseMs, detail }) => ({ service, status, response_ms: responseMs, detail, checked_at: now })),
  );
  await knex(HEALTH_CHECKS_TABLE)
    .where('checked_at', '<', new Date(now.getTime() - (HEALTH_PROBE.uptimeDays + 1) * DAY_MS))
    .delete();
}

/** Every minute by default; SYSTEM_HEALTH_CRON (five fields, or six with seconds) lets a test server probe sooner. */
export const systemHealthCron = () => process.env.SYSTEM_HEALTH_CRON || '* * * * *';
