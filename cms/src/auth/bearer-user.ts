import { AUTH_MESSAGES } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { httpError } from '../http-error';
import { ISSUED_AT_MS_CLAIM, SESSION_ENDED, issuedAtMsOf } from './sessions';
import { rememberVerified, verifiedToken, type VerifiedToken } from './verified-tokens';

/** What the users-permissions jwt service needs: the request's Authorization header. */
interface WithRequest {
  request: { header: Record<string, string | string[] | undefined> };
}

// An HTTP error, not UnauthorizedError: Strapi's router replaces an UnauthorizedError's message with "Unauthorized".
export function unauthorized(message: string): never {
  throw httpError(401, message);
}

/** The request's bearer token, verified: its user id and issue time; 401 with a clear message when it is missing, malformed or invalid. */
export async function bearerToken(ctx: WithRequest, strapi: Core.Strapi): Promise<VerifiedToken> {
  const header = ctx.request.header.authorization;
  if (!header || typeof header !== 'string') unauthorized(AUTH_MESSAGES.missingToken);
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) unauthorized(AUTH_MESSAGES.invalidToken);
  const known = verifiedToken(token);
  if (known !== null) return known;

  let payload: { id?: number; iat?: number; exp?: number; [ISSUED_AT_MS_CLAIM]?: number; [SESSION_ENDED]?: boolean } | null;
  try {
    payload = await strapi.plugin('users-permissions').service('jwt').getToken(ctx);
  } catch {
    payload = null;
  }
  if (payload?.[SESSION_ENDED]) unauthorized(AUTH_MESSAGES.sessionEnded);
  if (!payload?.id) unauthorized(AUTH_MESSAGES.invalidToken);
  const found = { userId: payload.id, issuedAt: issuedAtMsOf(payload) };
  rememberVerified(token, found, payload.exp);
  return found;
}

/** The user id of a valid bearer token, or null for none or an invalid one (for routes that anyone may call). */
export async function optionalBearerUserId(ctx: WithRequest, strapi: Core.Strapi): Promise<number | null> {
  if (!ctx.request.header.authorization) return null;
  try {
    return (await bearerToken(ctx, strapi)).userId;
  } catch {
    return null;
  }
}
