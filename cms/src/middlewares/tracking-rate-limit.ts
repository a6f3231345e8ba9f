import { errors } from '@strapi/utils';
import { RateLimit } from 'koa2-ratelimit';
import { VISIT_MESSAGES } from '@platform/shared';

const DEFAULT_VISITS_PER_MINUTE = 60;

/**
 * At most TRACKING_RATE_LIMIT visits (default 60) per client address and minute, counted in memory. The address is
 * the socket's, or X-Forwarded-For's when the server trusts its proxy (TRUST_PROXY), so clients cannot choose it.
 */
export default () => {
  const max = Number(process.env.TRACKING_RATE_LIMIT) > 0 ? Number(process.env.TRACKING_RATE_LIMIT) : DEFAULT_VISITS_PER_MINUTE;
  return RateLimit.middleware({
    interval: { min: 1 },
    max,
    // koa2-ratelimit's memory store is one per process: the key's prefix keeps these counts apart from sign-in's.
    keyGenerator: (ctx) => `track-visit|${ctx.request.ip}`,
    handler: (ctx) => {
      // When the client may try again: the end of the address's current minute.
      const reset = Number(ctx.state.rateLimit?.reset ?? 0);
      ctx.set('Retry-After', String(Math.min(60, Math.max(1, reset - Math.floor(Date.now() / 1000)))));
      throw new errors.RateLimitError(VISIT_MESSAGES.rateLimited);
    },
  });
};
