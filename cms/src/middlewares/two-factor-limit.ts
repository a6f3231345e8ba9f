import type { Core } from '@strapi/strapi';
import { TWO_FACTOR_MESSAGES } from '@platform/shared';
import { readChallenge } from '../auth/two-factor';
import { failureLimit } from './sign-in-limit';

/**
 * Wrong two-factor codes are counted as wrong passwords are (per account and address, per address, per account, in
 * the database shared by every app process): whoever has the password still cannot try the million codes.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  failureLimit(strapi, {
    accountOf: (ctx) => `two-factor:${readChallenge((ctx.request.body as { challenge?: unknown } | undefined)?.challenge)?.userId ?? 'none'}`,
    isFailure: (error) => (error as Error)?.message === TWO_FACTOR_MESSAGES.codeInvalid,
    refusal: TWO_FACTOR_MESSAGES.tooManyCodes,
  });
