import { errors } from '@strapi/utils';
import { RateLimit } from 'koa2-ratelimit';
import { INQUIRY_LIMITS, INQUIRY_MESSAGES } from '@platform/shared';

const WINDOW_SECONDS = INQUIRY_LIMITS.windowMinutes * 60;

/**
 * Messages to sellers, like the site's contact form: at most PROPERTY_CONTACT_RATE_LIMIT posts (default the
 * inquiry form's 5) per client address in ten minutes, counted in memory, every post counting, so nobody uses a
 * listing to flood its seller's mailbox.
 */
export default () => {
  const max = Number(process.env.PROPERTY_CONTACT_RATE_LIMIT) > 0 ? Number(process.env.PROPERTY_CONTACT_RATE_LIMIT) : INQUIRY_LIMITS.perAddress;
  return RateLimit.middleware({
    interval: { min: INQUIRY_LIMITS.windowMinutes },
    max,
    // koa2-ratelimit's memory store is one per process: the key's prefix keeps these counts apart from the others.
    keyGenerator: (ctx) => `property-contact|${ctx.request.ip}`,
    handler: (ctx) => {
      const reset = Number(ctx.state.rateLimit?.reset ?? 0);
      ctx.set('Retry-After', String(Math.min(WINDOW_SECONDS, Math.max(1, reset - Math.floor(Date.now() / 1000)))));
      throw new errors.RateLimitError(INQUIRY_MESSAGES.rateLimited.no);
    },
  });
};
