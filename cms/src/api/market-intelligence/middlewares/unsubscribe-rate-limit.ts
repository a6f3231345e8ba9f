import type { Core } from '@strapi/strapi';
import { MARKET_MESSAGES } from '@platform/shared';
import { limitSetting, perAddressLimit } from '../../../database-limiters';

/**
 * At most MARKET_UNSUBSCRIBE_RATE_LIMIT unsubscribe posts (default 20) per client address in ten minutes: nobody
 * guesses a 256-bit token, but a script trying should cost it time.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  perAddressLimit(strapi, {
    keyPrefix: 'market-unsubscribe',
    points: limitSetting('MARKET_UNSUBSCRIBE_RATE_LIMIT', 20),
    durationSeconds: 10 * 60,
    message: MARKET_MESSAGES.rateLimited,
  });
