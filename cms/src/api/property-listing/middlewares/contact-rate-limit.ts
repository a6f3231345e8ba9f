import type { Core } from '@strapi/strapi';
import { INQUIRY_LIMITS, INQUIRY_MESSAGES } from '@platform/shared';
import { limitSetting, perAddressLimit } from '../../../database-limiters';

/**
 * Messages to sellers, like the site's contact form: at most PROPERTY_CONTACT_RATE_LIMIT posts (default the inquiry
 * form's 5) per client address in ten minutes, so nobody uses a listing to flood its seller's mailbox.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  perAddressLimit(strapi, {
    keyPrefix: 'property-contact',
    points: limitSetting('PROPERTY_CONTACT_RATE_LIMIT', INQUIRY_LIMITS.perAddress),
    durationSeconds: INQUIRY_LIMITS.windowMinutes * 60,
    message: INQUIRY_MESSAGES.rateLimited.no,
  });
