import type { Core } from '@strapi/strapi';
import { VISIT_MESSAGES } from '@platform/shared';
import { limitSetting, perAddressLimit } from '../database-limiters';

/** At most TRACKING_RATE_LIMIT page visits (default 60) per client address and minute, across app processes. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  perAddressLimit(strapi, {
    keyPrefix: 'track-visit',
    points: limitSetting('TRACKING_RATE_LIMIT', 60),
    durationSeconds: 60,
    message: VISIT_MESSAGES.rateLimited,
  });
