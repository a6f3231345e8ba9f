import type { Core } from '@strapi/strapi';
import { DATABASE_UNAVAILABLE } from '@platform/shared';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** How long the database may take to answer the probe before it counts as away. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether the database is away now: asked only after a request failed in a way no handler meant (not from the
 * error's text or code, which a failed outbound call can share), with a short timeout for a network that drops packets.
 */
export async function databaseAway(strapi: Core.Strapi): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), PROBE_TIMEOUT_MS)));
  try {
    return (await Promise.race([strapi.db.connection.raw('SELECT 1').then(() => 'answered' as const), timeout])) !== 'answered';
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}

/** Answers the request with the outage's 503, in Strapi's error shape. */
export function answerDatabaseAway(ctx: Ctx): void {
  ctx.status = DATABASE_UNAVAILABLE.status;
  ctx.set('Retry-After', String(DATABASE_UNAVAILABLE.retryAfterSeconds));
  ctx.body = {
    data: null,
    error: { status: DATABASE_UNAVAILABLE.status, name: DATABASE_UNAVAILABLE.name, message: DATABASE_UNAVAILABLE.message, details: {} },
  };
}
