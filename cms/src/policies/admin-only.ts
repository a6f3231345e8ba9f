import { errors } from '@strapi/utils';
import createHttpError from 'http-errors';
import { AUTH_MESSAGES, isAdmin } from '@platform/shared';
import type { Core } from '@strapi/strapi';

interface TokenPayload {
  id?: number;
}

/**
 * The admin guard: 401 without a valid bearer token, 403 for a signed-in user at access level 4 or below.
 * It reads the user's level from the database on every call, so a demotion takes effect at once.
 */
export default async (policyContext: Core.PolicyContext & { state: Record<string, unknown> }, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  // An HTTP error, not UnauthorizedError: Strapi's router replaces an UnauthorizedError's message with "Unauthorized".
  const unauthorized = (message: string): never => {
    throw createHttpError(401, message);
  };
  const header = policyContext.request.header.authorization;
  if (!header) unauthorized(AUTH_MESSAGES.missingToken);

  let payload: TokenPayload | null;
  try {
    payload = await strapi.plugin('users-permissions').service('jwt').getToken(policyContext);
  } catch {
    payload = null;
  }
  if (!payload?.id) return unauthorized(AUTH_MESSAGES.invalidToken);

  const user = await strapi.db
    .connection('up_users')
    .select('id', 'email', 'username', 'first_name', 'last_name', 'access_level', 'blocked')
    .where({ id: payload.id })
    .first();
  if (!user) return unauthorized(AUTH_MESSAGES.invalidToken);
  if (user.blocked) return unauthorized(AUTH_MESSAGES.blocked);
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
