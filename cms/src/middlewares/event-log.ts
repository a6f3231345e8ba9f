import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { newAuditContext, runInAudit } from '../logs/admin-writes';
import { eventLog } from '../logs/event-log';
import { eventsOf, isAdminWrite } from '../logs/request-events';
import { anonymousEntries } from '../logs/anonymous-entries';
import { answerDatabaseAway, databaseAway } from '../database-outage';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const UNHANDLED = Symbol('unhandled error');

/**
 * Wraps strapi::errors: an error that no handler meant to throw (not one of Strapi's application or HTTP errors) is
 * kept on the request for the event log, which sits outside and sees only the 500 that strapi::errors makes of it;
 * while the database is away it is answered as the outage's 503 instead (the platform recovers when it is back).
 */
export const keepUnhandledErrors =
  (errorsMiddleware: (config: unknown, deps: { strapi: Core.Strapi }) => Core.MiddlewareHandler) =>
  (config: unknown, deps: { strapi: Core.Strapi }) => {
    const handle = errorsMiddleware(config, deps);
    return (ctx: Ctx, next: () => Promise<void>) =>
      handle(ctx, async () => {
        try {
          await next();
          // Strapi's own authentication answers a failed look-up (of the public role's permissions, of a token's user)
          // with a plain 401: during an outage that is the outage too.
          if (ctx.status === 401 && (await databaseAway(deps.strapi))) answerDatabaseAway(ctx);
        } catch (error) {
          if (error instanceof errors.ApplicationError || error instanceof errors.HttpError) throw error;
          (ctx.state as Record<symbol, unknown>)[UNHANDLED] = error instanceof Error ? error : new Error(String(error));
          if (await databaseAway(deps.strapi)) return answerDatabaseAway(ctx);
          throw error;
        }
      });
  };

/**
 * The one place requests are logged (cms/src/logs/request-events.ts says which leave an entry): it times each
 * request, gathers an admin write's database changes while it runs, and queues the entries once it is answered.
 * Queuing never throws and never waits for the database.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  // LOG_EVENTS=off leaves requests unlogged (the benchmark compares the two).
  if (process.env.LOG_EVENTS === 'off') return (_ctx: Ctx, next: () => Promise<void>) => next();
  const log = eventLog(strapi);
  const slowMs = Number(process.env.LOG_SLOW_REQUEST_MS) > 0 ? Number(process.env.LOG_SLOW_REQUEST_MS) : 1_000;
  const fullIp = process.env.LOG_FULL_IP === 'true';
  const limitedForAnonymous = anonymousEntries();
  return async (ctx: Ctx, next: () => Promise<void>) => {
    const started = performance.now();
    const timestamp = new Date();
    const audit = isAdminWrite(ctx.method, ctx.path) ? newAuditContext() : null;
    try {
      await (audit ? runInAudit(audit, next) : next());
    } finally {
      try {
        const user = (ctx.state.user ?? ctx.state.subject) as { id?: number; email?: string } | undefined;
        const outcome = {
          method: ctx.method,
          path: ctx.path,
          route: (ctx as unknown as { _matchedRoute?: string })._matchedRoute,
          params: (ctx.params ?? {}) as Record<string, string>,
          status: ctx.status,
          durationMs: performance.now() - started,
          user: user?.id ? { id: user.id, email: String(user.email ?? '') } : null,
          requestBody: ctx.request.body,
          responseBody: ctx.body,
          unhandled: ((ctx.state as Record<symbol, unknown>)[UNHANDLED] as Error | undefined) ?? null,
          ip: ctx.request.ip,
          userAgent: ctx.get('user-agent') || null,
          authAction: typeof ctx.state.authAction === 'string' ? ctx.state.authAction : undefined,
        };
        const events = eventsOf(outcome, audit, { slowMs, fullIp });
        const kept = outcome.user ? events : limitedForAnonymous(outcome.ip, events);
        for (const event of kept) log.record({ ...event, timestamp });
      } catch (error) {
        strapi.log.warn(`The event log could not record ${ctx.method} ${ctx.path}: ${(error as Error).message}`);
      }
    }
  };
};
