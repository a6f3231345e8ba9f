import type { Core } from '@strapi/strapi';
import { TWO_FACTOR_MESSAGES } from '@platform/shared';
import { readChallenge } from '../auth/two-factor';
import { failureLimit } from './sign-in-limit';

/**
 * Wrong two-factor codes are counted as wrong passwords are (per account and address, per address, per account, in
 * the database shared by every app process): whoever has the password, or a signed-in session, still cannot try the
 * million codes. Every step that checks a code counts on one account key: the sign-in's second step (the account of
 * its challenge) and turning it on or off or renewing the recovery codes (the signed-in account).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  failureLimit(strapi, {
    accountOf: (ctx) => {
      const signedIn = (ctx.state.user as { id?: number } | undefined)?.id;
      const challenged = readChallenge((ctx.request.body as { challenge?: unknown } | undefined)?.challenge)?.userId;
      return `two-factor:${signedIn ?? challenged ?? 'none'}`;
    },
    isFailure: (error) => (error as Error)?.message === TWO_FACTOR_MESSAGES.codeInvalid,
    refusal: TWO_FACTOR_MESSAGES.tooManyCodes,
  });
