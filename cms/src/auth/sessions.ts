import type { Core } from '@strapi/strapi';
import { forgetVerifiedTokensOf } from './verified-tokens';

/**
 * Sessions end together: a sign-out, a new password (changed or reset) end every session of the account, by a
 * cut-off in the user's row (tokens_valid_from). A token issued before it is refused wherever it is checked: the
 * platform's policies on every call, Strapi's own routes through its jwt service. The platform's tokens carry their
 * issue time in milliseconds (ISSUED_AT_MS_CLAIM; the standard iat has whole seconds only), so a sign-in just after a
 * sign-out is not caught by it.
 */
export const ISSUED_AT_MS_CLAIM = 'issuedAtMs';
/** What the jwt service hands back for a verified token whose session has ended. */
export const SESSION_ENDED = 'sessionEnded';

export async function endSessions(strapi: Core.Strapi, userId: number, from: Date = new Date()): Promise<void> {
  await strapi.db.connection('up_users').where({ id: userId }).update({ tokens_valid_from: from });
  forgetVerifiedTokensOf(userId);
}

/** A verified token's issue time in milliseconds: the platform's own claim, else the standard iat; null for neither. */
export function issuedAtMsOf(payload: { iat?: unknown; [ISSUED_AT_MS_CLAIM]?: unknown }): number | null {
  if (typeof payload[ISSUED_AT_MS_CLAIM] === 'number') return payload[ISSUED_AT_MS_CLAIM];
  return typeof payload.iat === 'number' ? payload.iat * 1000 : null;
}

/** Whether a token issued at `issuedAtMs` is still one of the account's sessions. */
export function sessionStillValid(issuedAtMs: number | null | undefined, validFrom: unknown): boolean {
  if (validFrom === null || validFrom === undefined) return true;
  const cutOff = validFrom instanceof Date ? validFrom.getTime() : typeof validFrom === 'number' ? validFrom : Date.parse(String(validFrom));
  return typeof issuedAtMs === 'number' && issuedAtMs >= cutOff;
}

/** A new session token for the account, as Strapi's sign-in issues it (with the platform's millisecond claim). */
export const issueSession = (strapi: Core.Strapi, userId: number): string => strapi.plugin('users-permissions').service('jwt').issue({ id: userId });

/** The issue time of a token the platform has just signed: the cut-off that ends the sessions before it, not it. */
export function issuedAtOf(jwt: string): Date {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return new Date(issuedAtMsOf(payload) ?? Date.now());
}

/** The account's cut-off, read for a token check outside the platform's policies (Strapi's own routes). */
export async function sessionCutOff(strapi: Core.Strapi, userId: number): Promise<unknown> {
  const row = await strapi.db.connection('up_users').select('tokens_valid_from').where({ id: userId }).first();
  return row?.tokens_valid_from ?? null;
}
