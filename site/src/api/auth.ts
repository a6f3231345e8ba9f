import { TWO_FACTOR_PATHS, type PlatformUser, type SignUpAnswer, type TwoFactorChallenge } from '@platform/shared';
import type { Locale } from '../i18n';
import { apiFetch } from './http';
import { storedVisitIds } from '../visit-tracking/use-visit-tracking';

export interface AuthResponse {
  jwt: string;
  user: PlatformUser;
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** A session, or (for an account with two-factor sign-in) the challenge that a code turns into one. */
export function signIn(email: string, password: string): Promise<AuthResponse | TwoFactorChallenge> {
  return apiFetch('/api/auth/local', { method: 'POST', body: { identifier: email, password } });
}

/** The sign-in's second step: the challenge and a code from the app (or a recovery code). */
export function verifyTwoFactor(challenge: string, code: string): Promise<AuthResponse> {
  return apiFetch(TWO_FACTOR_PATHS.verify, { method: 'POST', body: { challenge, code } });
}

/**
 * The e-mail doubles as the username, so people only have one name to remember. The visitor id (when tracking is
 * allowed) lets the server record where the account came from; `from` is where the mailed activation link leads.
 * No session: the account is activated, and its owner signed in, by the link in the mail.
 */
export function signUp(input: SignUpInput, locale: Locale, from: string | null): Promise<SignUpAnswer> {
  const { visitor_id: visitorId } = storedVisitIds();
  return apiFetch('/api/auth/local/register', {
    method: 'POST',
    body: { ...input, username: input.email, preferredLanguage: locale, ...(visitorId ? { visitorId } : {}), ...(from ? { from } : {}) },
  });
}

export function fetchMe(token: string, signal?: AbortSignal): Promise<PlatformUser> {
  return apiFetch('/api/users/me', { token, signal });
}

/** Asks for a reset link; the server answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ ok: true }> {
  return apiFetch('/api/auth/forgot-password', { method: 'POST', body: { email } });
}

/** A new password from the mailed link; signs the user in (after a code, for an account with two-factor sign-in). */
export function resetPassword(code: string, password: string, passwordConfirmation: string): Promise<AuthResponse | TwoFactorChallenge> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body: { code, password, passwordConfirmation } });
}
