import type { Core } from '@strapi/strapi';
import { AUTH_MESSAGES } from '@platform/shared';
import { consumeOrRefuse, hourlyLimit, limitSetting, perAddressLimit } from '../database-limiters';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const ONE_HOUR = 60 * 60;

/**
 * Sign-ups per client address (SIGN_UP_ADDRESS_LIMIT an hour, 10 unless set) and per e-mail address
 * (SIGN_UP_EMAIL_LIMIT an hour, 5 unless set), counted in the database so every app process shares them: past
 * either, 429 with Retry-After. Every attempt counts, for an address with an account as for a new one, so the
 * refusal tells nothing either; each sign-up mails its address, so this also bounds the mail one address can get.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const perAddress = perAddressLimit(strapi, {
    keyPrefix: 'sign-up',
    points: limitSetting('SIGN_UP_ADDRESS_LIMIT', 10),
    durationSeconds: ONE_HOUR,
    message: AUTH_MESSAGES.tooManySignUps,
  });
  return (ctx: Ctx, next: () => Promise<void>) =>
    perAddress(ctx, async () => {
      const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
      if (typeof email === 'string' && email.trim()) {
        const spec = hourlyLimit('sign-up-email', limitSetting('SIGN_UP_EMAIL_LIMIT', 5));
        await consumeOrRefuse(ctx, strapi, spec, email.trim().toLowerCase(), AUTH_MESSAGES.tooManySignUps);
      }
      await next();
    });
};
