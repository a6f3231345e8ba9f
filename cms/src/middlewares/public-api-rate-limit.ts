import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { databaseLimiter } from '../database-limiters';
import { DATA_API_PRODUCT, PUBLIC_API_HOURLY_LIMIT, PUBLIC_API_MESSAGES } from '@platform/shared';
import { service } from '../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const ONE_HOUR = 60 * 60;

/** Requests per user and hour on a standard plan: PUBLIC_API_RATE_LIMIT, else the spec's 1000. */
export const publicApiLimit = (): number => {
  const configured = Number(process.env.PUBLIC_API_RATE_LIMIT);
  return Number.isInteger(configured) && configured > 0 ? configured : PUBLIC_API_HOURLY_LIMIT;
};

/** The user's hourly limit on the public data API: none (null) on an enterprise plan. */
export async function hourlyLimitOf(strapi: Core.Strapi, userId: number): Promise<number | null> {
  const tier = await service(strapi, 'productSubscriptions').paidTier(userId, DATA_API_PRODUCT);
  return tier === 'enterprise' ? null : publicApiLimit();
}

// Counted in the database, so every app process counts into the same budget.
const limiter = (strapi: Core.Strapi) =>
  databaseLimiter(strapi, { tableName: 'public_api_calls', keyPrefix: 'user', points: publicApiLimit(), durationSeconds: ONE_HOUR });

/** The standard headers (IETF RateLimit fields): the limit, what is left, and seconds until the window resets. */
function setHeaders(ctx: Ctx, limit: number, state: RateLimiterRes): void {
  ctx.set('RateLimit-Limit', String(limit));
  ctx.set('RateLimit-Remaining', String(Math.max(0, state.remainingPoints)));
  ctx.set('RateLimit-Reset', String(Math.ceil(state.msBeforeNext / 1000)));
}

/**
 * The limit per key holder on every call made with an API key (the area guard, which runs before this, says whose
 * key it is): the public data API and every product route the key also opens share one budget, so the documented
 * hourly limit holds whichever route is called. Each call takes one of the hour's requests; past the limit, 429 with
 * Retry-After. An enterprise plan is not limited. A call with a bearer token is not counted here.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Ctx, next: () => Promise<void>) => {
    if (ctx.state.apiKeyId === undefined) return next();
    const userId = (ctx.state.user as { id?: number } | undefined)?.id;
    if (!userId) throw new errors.UnauthorizedError(PUBLIC_API_MESSAGES.keyRequired);
    const limit = await hourlyLimitOf(strapi, userId);
    if (limit === null) return next();
    const counter = await limiter(strapi);
    try {
      setHeaders(ctx, limit, await counter.consume(String(userId)));
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      setHeaders(ctx, limit, refused);
      ctx.set('Retry-After', String(Math.ceil(refused.msBeforeNext / 1000)));
      throw new errors.RateLimitError(PUBLIC_API_MESSAGES.rateLimited(limit));
    }
    await next();
  };
