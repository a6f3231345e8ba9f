import { errors } from '@strapi/utils';
import { RateLimit } from 'koa2-ratelimit';
import { MARKET_MESSAGES } from '@platform/shared';

const WINDOW_MINUTES = 10;
const DEFAULT_PER_ADDRESS = 20;

/**
 * At most MARKET_UNSUBSCRIBE_RATE_LIMIT unsubscribe posts (default 20) per client address in ten minutes, counted
 * in memory: nobody guesses a 256-bit token, but a script trying should cost it time. The address is the socket's,
 * or X-Forwarded-For's when the server trusts its proxy (TRUST_PROXY).
 */
export default () => {
  const max = Number(process.env.MARKET_UNSUBSCRIBE_RATE_LIMIT) > 0 ? Number(process.env.MARKET_UNSUBSCRIBE_RATE_LIMIT) : DEFAULT_PER_ADDRESS;
  return RateLimit.middleware({
    interval: { min: WINDOW_MINUTES },
    max,
    // koa2-ratelimit's memory store is one per process: the key's prefix keeps these counts apart from the others.
    keyGenerator: (ctx) => `market-unsubscribe|${ctx.request.ip}`,
    handler: (ctx) => {
      const reset = Number(ctx.state.rateLimit?.reset ?? 0);
      ctx.set('Retry-After', String(Math.min(WINDOW_MINUTES * 60, Math.max(1, reset - Math.floor(Date.now() / 1000)))));
      throw new errors.RateLimitError(MARKET_MESSAGES.rateLimited);
    },
  });
};
