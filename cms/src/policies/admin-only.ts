import { errors } from '@strapi/utils';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES, isAdmin, twoFactorRequired } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { bearerToken } from '../auth/bearer-user';
import { loadSignedInUser } from '../auth/signed-in-user';
import { platformMode } from '../platform-mode';

type PolicyContext = Core.PolicyContext & { state: Record<string, unknown> };

/**
 * The admin guard: 401 without a valid bearer token, 403 for a signed-in user at access level 4 or below, and 403 for
 * an administrator without two-factor sign-in in production mode.
 * It reads the user's level from the database on every call, so a demotion or a block takes effect at once.
 */
export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const user = await loadSignedInUser(strapi, await bearerToken(policyContext, strapi));
  // Known before the check, so a refusal is logged with who was refused.
  policyContext.state.user = user;
  if (!isAdmin(user)) throw new errors.PolicyError(AUTH_MESSAGES.notAdmin);
  // The admin app sends an administrator refused for this to the two-factor set-up (the signed-in routes stay open).
  if (twoFactorRequired(user, platformMode()) && !user.twoFactorEnabled) throw new errors.PolicyError(TWO_FACTOR_MESSAGES.required);
  return true;
};
