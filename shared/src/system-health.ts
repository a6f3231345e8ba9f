/**
 * System health of the admin dashboard (spec admin-area.md: "System health" tab, systemHealth[] of the overview
 * response, §4 health colours and the 99 % uptime bar): the services probed every minute on the server, the stored
 * checks and the uptime computed from them.
 */
export const HEALTH_STATUSES = ['healthy', 'degraded', 'down', 'unknown'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** The platform's own services; each product area's API is probed too, as `product:{productId}`. */
export const PLATFORM_SERVICES = ['database', 'api', 'mail', 'job-runner', 'disk'] as const;
export type PlatformService = (typeof PLATFORM_SERVICES)[number];

export const HEALTH_PROBE = {
  /** Every minute, once across app processes. */
  intervalSeconds: 60,
  /** A probe slower than this is degraded. */
  degradedAfterMs: 1000,
  timeoutMs: 5000,
  /** Free disk below this share of the volume is degraded, below the second down. */
  diskDegradedBelow: 0.1,
  diskDownBelow: 0.02,
  /** Uptime is computed over this many days; older checks are deleted. */
  uptimeDays: 30,
  /** The uptime bar is green above this percentage (§4). */
  goodUptimePercent: 99,
} as const;

/** One service as the dashboard shows it (§3 systemHealth[]: service, status, uptime, lastCheck). */
export interface ServiceHealth {
  /** 'database', 'api', 'mail', 'job-runner', 'disk' or 'product:{id}'. */
  service: string;
  /** Its name on the card. */
  name: string;
  status: HealthStatus;
  /** Percent of the checks in the last 30 days that found it healthy or degraded; null before the first check. */
  uptime: number | null;
  /** ISO time of the newest check; null before the first. */
  lastCheck: string | null;
  responseMs: number | null;
  /** Why it is not healthy (an error, a slow answer, little disk left). */
  detail: string | null;
}

export const SERVICE_NAMES: Record<PlatformService, string> = {
  database: 'Database',
  api: 'API',
  mail: 'E-postserver',
  'job-runner': 'Jobbkø',
  disk: 'Diskplass',
};

/** Uptime in percent from counts of checks: up (healthy or degraded) of all checks with a known status. */
export function uptimePercent(up: number, known: number): number | null {
  return known > 0 ? Math.round((up / known) * 10_000) / 100 : null;
}
