import { AUTH_MESSAGES } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { httpError } from '../http-error';
import { rememberVerified, verifiedUserId } from './verified-tokens';

/** What the users-permissions jwt service needs: the request's Authorization header. */
interface WithRequest {
  request: { header: Record<string, string | string[] | undefined> };
}

// An HTTP error, not UnauthorizedError: Strapi's router replaces an UnauthorizedError's message with "Unauthorized".
export function unauthorized(message: string): never {
  throw httpError(401, message);
}

/** The user id of the request's bearer token; 401 with a clear message when it is missing, malformed or invalid. */
export async function bearerUserId(ctx: WithRequest, strapi: Core.Strapi): Promise<number> {
  const header = ctx.request.header.authorization;
  if (!header || typeof header !== 'string') unauthorized(AUTH_MESSAGES.missingToken);
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) unauthorized(AUTH_MESSAGES.invalidToken);
  const known = verifiedUserId(token);
  if (known !== null) return known;

  let payload: { id?: number; exp?: number } | null;
  try {
    payload = await strapi.plugin('users-permissions').service('jwt').getToken(ctx);
  } catch {
    payload = null;
  }
  if (!payload?.id) unauthorized(AUTH_MESSAGES.invalidToken);
  rememberVerified(token, payload.id, payload.exp);
  return payload.id;
}

/** The user id of a valid bearer token, or null for none or an invalid one (for routes that anyone may call). */
export async function optionalBearerUserId(ctx: WithRequest, strapi: Core.Strapi): Promise<number | null> {
  if (!ctx.request.header.authorization) return null;
  try {
    return await bearerUserId(ctx, strapi);
  } catch {
    return null;
  }
}
