import { AUTH_MESSAGES, accountStatusRefusal } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { readConnection } from '../read-connection';
import { unauthorized } from './bearer-user';
import { sessionStillValid } from './sessions';

/** The signed-in user as the policies put it on ctx.state.user: never the password hash or a token. */
export interface SignedInUser {
  id: number;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  accessLevel: number;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

/** 401 saying why for a blocked, suspended or inactive account, which no token or sign-in step may use. */
export function refuseUnusableAccount(account: { blocked?: unknown; accountStatus?: string | null }): void {
  if (account.blocked) unauthorized(AUTH_MESSAGES.blocked);
  const refusal = accountStatusRefusal(account.accountStatus);
  if (refusal) unauthorized(refusal);
}

/**
 * The user behind a verified token (or an API key), read from the database on every call so that a block, a demotion,
 * a confirmed e-mail or an ended session takes effect at once; 401 when the account is gone, blocked, suspended or
 * inactive, or the token's session has ended. Read with compiled SQL on the
 * read connection: every admin call pays for it, and the ideas list bench (1,259 req/s) includes it.
 */
export async function loadSignedInUser(strapi: Core.Strapi, signedIn: { userId: number; issuedAt?: number | null }): Promise<SignedInUser> {
  const id = signedIn.userId;
  const user = await readConnection(strapi).first<Record<string, any>>(`signed-in user ${id}`, () =>
    strapi.db
      .connection('up_users')
      .select(
        'id',
        'email',
        'username',
        'first_name',
        'last_name',
        'access_level',
        'email_verified',
        'blocked',
        'account_status',
        'tokens_valid_from',
        'two_factor_enabled',
      )
      .where({ id }),
  );
  if (!user) unauthorized(AUTH_MESSAGES.invalidToken);
  // A bearer token from before the account's sessions ended (an API key is no session: issuedAt undefined).
  if (signedIn.issuedAt !== undefined && !sessionStillValid(signedIn.issuedAt, user.tokens_valid_from)) unauthorized(AUTH_MESSAGES.sessionEnded);
  refuseUnusableAccount({ blocked: user.blocked, accountStatus: user.account_status });
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    accessLevel: user.access_level,
    emailVerified: Boolean(user.email_verified),
    twoFactorEnabled: Boolean(user.two_factor_enabled),
  };
}
