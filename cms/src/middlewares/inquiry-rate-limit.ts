import type { Core } from '@strapi/strapi';
import { INQUIRY_LIMITS, INQUIRY_MESSAGES } from '@platform/shared';
import { limitSetting, perAddressLimit } from '../database-limiters';

/** At most INQUIRY_RATE_LIMIT posts of the public form (default 5) per client address in ten minutes, across app processes. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  perAddressLimit(strapi, {
    keyPrefix: 'inquiry',
    points: limitSetting('INQUIRY_RATE_LIMIT', INQUIRY_LIMITS.perAddress),
    durationSeconds: INQUIRY_LIMITS.windowMinutes * 60,
    message: INQUIRY_MESSAGES.rateLimited.no,
  });
