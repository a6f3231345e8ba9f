import type { Core } from '@strapi/strapi';
import type { LogEvent } from '../logs/event-log';
import { LOG_UID, storeLogBatch } from '../logs/log-store';

/**
 * Sample log entries for the benchmark (SEED_LOGS=n; none by default, since the platform writes its own log as it is
 * used). Deterministic and marked `sample: true` in their metadata; spread over the last 60 days in a plausible mix.
 */
const KINDS: ReadonlyArray<Omit<LogEvent, 'timestamp'> & { weight: number }> = [
  { weight: 30, level: 'info', category: 'auth', action: 'auth.sign_in', status: 'success' },
  { weight: 20, level: 'info', category: 'admin', action: 'ideas.update', status: 'success' },
  { weight: 8, level: 'info', category: 'admin', action: 'ideas.create', status: 'success' },
  { weight: 6, level: 'info', category: 'auth', action: 'auth.sign_up', status: 'success' },
  { weight: 10, level: 'warning', category: 'auth', action: 'auth.sign_in_failed', status: 'failure', errorMessage: 'Invalid identifier or password' },
  { weight: 8, level: 'warning', category: 'security', action: 'security.unauthorized', status: '401', errorMessage: 'Sign in to continue.' },
  { weight: 4, level: 'warning', category: 'security', action: 'security.forbidden', status: '403', errorMessage: 'Administrators only.' },
  { weight: 6, level: 'warning', category: 'performance', action: 'performance.slow_request', status: '200', errorMessage: 'GET /api/admin/ideas took 1240 ms (over 1000 ms).' },
  { weight: 5, level: 'error', category: 'system', action: 'system.unhandled_error', status: '500', errorMessage: 'SQLITE_BUSY: database is locked', errorStack: 'Error: SQLITE_BUSY\n    at Statement.run' },
  { weight: 2, level: 'critical', category: 'system', action: 'system.mail_down', status: 'failure', errorMessage: 'SMTP server unreachable' },
  { weight: 1, level: 'debug', category: 'api', action: 'api.cache_miss', status: 'success' },
];
const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);
const SPAN_MS = 60 * 86_400_000;

export function sampleLogEvent(i: number, count: number, now: number): LogEvent {
  // A fixed stride through the weights, so every count gives the same mix in the same order.
  let pick = (i * 7919) % TOTAL_WEIGHT;
  const kind = KINDS.find((k) => (pick -= k.weight) < 0)!;
  const { weight: _weight, ...event } = kind;
  const user = (i * 31) % 500;
  return {
    ...event,
    timestamp: new Date(now - SPAN_MS + Math.floor((i / count) * SPAN_MS)),
    userId: user + 1,
    userEmail: `bruker${user}@eksempel.no`,
    ipAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.0`,
    userAgent: 'Mozilla/5.0 (sample)',
    durationMs: 5 + ((i * 13) % 400),
    metadata: { sample: true },
  };
}

const BATCH = 5_000;

/** Stores `count` sample entries through the log's own write path (entries and per-day counts together). */
export async function insertSampleLog(strapi: Core.Strapi, count: number): Promise<void> {
  if ((await strapi.db.query(LOG_UID).count()) > 0) return;
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => sampleLogEvent(start + k, count, now));
    await storeLogBatch(strapi, batch);
  }
}
