import { errors } from '@strapi/utils';
import { AUTH_MESSAGES, isAdmin } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { bearerToken } from '../auth/bearer-user';
import { loadSignedInUser } from '../auth/signed-in-user';

type PolicyContext = Core.PolicyContext & { state: Record<string, unknown> };

/**
 * The admin guard: 401 without a valid bearer token, 403 for a signed-in user at access level 4 or below.
 * It reads the user's level from the database on every call, so a demotion or a block takes effect at once.
 */
export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const user = await loadSignedInUser(strapi, await bearerToken(policyContext, strapi));
  // Known before the check, so a refusal is logged with who was refused.
  policyContext.state.user = user;
  if (!isAdmin(user)) throw new errors.PolicyError(AUTH_MESSAGES.notAdmin);
  return true;
};
