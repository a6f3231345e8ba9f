import { errors } from '@strapi/utils';
import { AUTH_MESSAGES, isAdmin } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { rememberVerified, verifiedUserId } from '../auth/verified-tokens';
import { httpError } from '../http-error';

type PolicyContext = Core.PolicyContext & { state: Record<string, unknown> };

// An HTTP error, not UnauthorizedError: Strapi's router replaces an UnauthorizedError's message with "Unauthorized".
function unauthorized(message: string): never {
  throw httpError(401, message);
}

async function userIdOf(policyContext: PolicyContext, strapi: Core.Strapi): Promise<number> {
  const header = policyContext.request.header.authorization;
  if (!header) unauthorized(AUTH_MESSAGES.missingToken);
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) unauthorized(AUTH_MESSAGES.invalidToken);
  const known = verifiedUserId(token);
  if (known !== null) return known;

  let payload: { id?: number; exp?: number } | null;
  try {
    payload = await strapi.plugin('users-permissions').service('jwt').getToken(policyContext);
  } catch {
    payload = null;
  }
  if (!payload?.id) unauthorized(AUTH_MESSAGES.invalidToken);
  rememberVerified(token, payload.id, payload.exp);
  return payload.id;
}

/**
 * The admin guard: 401 without a valid bearer token, 403 for a signed-in user at access level 4 or below.
 * It reads the user's level from the database on every call, so a demotion or a block takes effect at once.
 */
export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const id = await userIdOf(policyContext, strapi);
  const user = await strapi.db
    .connection('up_users')
    .select('id', 'email', 'username', 'first_name', 'last_name', 'access_level', 'blocked')
    .where({ id })
    .first();
  if (!user) unauthorized(AUTH_MESSAGES.invalidToken);
  if (user.blocked) unauthorized(AUTH_MESSAGES.blocked);
  if (!isAdmin({ accessLevel: user.access_level })) throw new errors.PolicyError(AUTH_MESSAGES.notAdmin);

  policyContext.state.user = {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    accessLevel: user.access_level,
  };
  return true;
};
