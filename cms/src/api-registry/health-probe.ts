import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { API_HEALTH_MESSAGES, API_HEALTH_PROBE, API_REGISTRY_MESSAGES, type ApiHealth, type ApiHealthCheck } from '@platform/shared';
import { guardedFetch, OutboundRefused } from '../outbound/outbound-guard';
import { toIsoDate } from '../db-values';
import { HEALTH_TABLE } from './registry-store';

const BODY_LIMIT = 4096;
const KEEP_DAYS = 7;
const PARALLEL = 5;
const HOUR_MS = 3_600_000;

/** A probe's outcome: a check to store, or 'unknown' with the reason nothing was sent (no URL, a host not allowed). */
export type ProbeOutcome = { probed: true; check: ApiHealthCheck } | { probed: false; status: 'unknown'; error: string | null };

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
}

/** GET the health URL through the outbound guard and grade the answer (API_HEALTH_PROBE). */
export async function probe(healthUrl: string): Promise<ProbeOutcome> {
  if (!healthUrl) return { probed: false, status: 'unknown', error: null };
  const started = Date.now();
  const checked_at = new Date(started).toISOString();
  try {
    const answer = await guardedFetch(healthUrl, { method: 'GET', timeoutMs: API_HEALTH_PROBE.timeoutMs, maxBytes: BODY_LIMIT });
    const latency_ms = Date.now() - started;
    const ok = answer.status >= 200 && answer.status < 300;
    const fast = latency_ms <= API_HEALTH_PROBE.degradedAfterMs;
    const error = !ok ? API_HEALTH_MESSAGES.httpStatus(answer.status) : !fast ? API_HEALTH_MESSAGES.slow(latency_ms) : null;
    return { probed: true, check: { checked_at, status: ok && fast ? 'healthy' : 'degraded', http_status: answer.status, latency_ms, error } };
  } catch (error) {
    if (error instanceof OutboundRefused && error.check.reason !== 'dns') {
      const host = (() => {
        try {
          return new URL(healthUrl).host;
        } catch {
          return healthUrl;
        }
      })();
      return {
        probed: false,
        status: 'unknown',
        error: error.check.reason === 'badUrl' ? error.message : API_REGISTRY_MESSAGES.hostNotAllowed(host),
      };
    }
    const timedOut = error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError' || /Timed out/.test(error.message));
    const message = timedOut
      ? API_HEALTH_MESSAGES.timeout
      : API_HEALTH_MESSAGES.unreachable(error instanceof OutboundRefused ? error.message : reasonOf(error));
    return { probed: true, check: { checked_at, status: 'unhealthy', http_status: null, latency_ms: null, error: message.slice(0, 500) } };
  }
}

/**
 * Probes one API and stores the outcome: a check in the history, the latest on the API. With knex on purpose: a probe
 * is not an edit of the API (no lifecycle, no new updated_at).
 */
export async function probeAndStore(knex: Knex, api: { id: number; health_url: string | null }): Promise<ProbeOutcome> {
  const outcome = await probe(api.health_url ?? '');
  const status: ApiHealth = outcome.probed ? outcome.check.status : 'unknown';
  await knex.transaction(async (trx) => {
    if (outcome.probed) {
      const { check } = outcome;
      await trx(HEALTH_TABLE).insert({ api_id: api.id, ...check, checked_at: new Date(check.checked_at) });
    }
    await trx('registry_apis')
      .where({ id: api.id })
      .update({
        health_status: status,
        health_checked_at: outcome.probed ? new Date(outcome.check.checked_at) : null,
        health_latency_ms: outcome.probed ? outcome.check.latency_ms : null,
        health_error: outcome.probed ? outcome.check.error : outcome.error,
      });
  });
  return outcome;
}

/** The checks of the last `hours` hours, oldest first. */
export async function healthHistory(knex: Knex, apiId: number, hours: number): Promise<ApiHealthCheck[]> {
  const rows = await knex(HEALTH_TABLE)
    .select('checked_at', 'status', 'http_status', 'latency_ms', 'error')
    .where('api_id', apiId)
    .where('checked_at', '>=', new Date(Date.now() - hours * HOUR_MS))
    .orderBy([
      { column: 'checked_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  return rows.map((row) => ({
    checked_at: toIsoDate(row.checked_at) as string,
    status: row.status,
    http_status: row.http_status === null ? null : Number(row.http_status),
    latency_ms: row.latency_ms === null ? null : Number(row.latency_ms),
    error: row.error ?? null,
  }));
}

/** Every API with a health URL, a few at a time; then the checks older than 7 days go. */
export async function probeAll(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const due: Array<{ id: number; health_url: string }> = await knex('registry_apis')
    .select('id', 'health_url')
    .whereNotNull('health_url')
    .andWhere('health_url', '<>', '');
  for (let i = 0; i < due.length; i += PARALLEL) {
    await Promise.all(
      due
        .slice(i, i + PARALLEL)
        .map((api) =>
          probeAndStore(knex, api).catch((error: unknown) => strapi.log.warn(`Health probe of API ${api.id} failed: ${(error as Error).message}`)),
        ),
    );
  }
  await knex(HEALTH_TABLE)
    .where('checked_at', '<', new Date(Date.now() - KEEP_DAYS * 24 * HOUR_MS))
    .delete();
}
