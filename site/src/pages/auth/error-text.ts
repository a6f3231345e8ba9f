import { AUTH_MESSAGES, STRAPI_AUTH_ERRORS, TWO_FACTOR_MESSAGES } from '@platform/shared';
import { ApiError } from '../../api/http';
import type { Messages } from '../../i18n';

type ErrorKey = Exclude<keyof Messages['errors'], 'generic' | 'network'>;

/** The server's auth answers (Strapi's own English, and the platform's password rules) in the page's language. */
const KNOWN_MESSAGES: Record<string, ErrorKey> = {
  ...Object.fromEntries(Object.entries(STRAPI_AUTH_ERRORS).flatMap(([key, messages]) => messages.map((m) => [m, key as ErrorKey]))),
  [AUTH_MESSAGES.passwordWeak]: 'passwordWeak',
  [AUTH_MESSAGES.passwordPersonal]: 'passwordPersonal',
  [AUTH_MESSAGES.resetLinkInvalid]: 'resetLinkInvalid',
  [AUTH_MESSAGES.passwordsDiffer]: 'passwordsDiffer',
  [AUTH_MESSAGES.accountSuspended]: 'accountSuspended',
  [AUTH_MESSAGES.accountInactive]: 'accountInactive',
  [TWO_FACTOR_MESSAGES.codeInvalid]: 'twoFactorCodeInvalid',
  [TWO_FACTOR_MESSAGES.challengeExpired]: 'twoFactorChallengeExpired',
};

/** The server's message in the page's language where it is known, its own words otherwise, else a fallback. */
export function errorText(error: unknown, t: Messages): string {
  if (!(error instanceof ApiError)) return t.errors.generic;
  if (error.status === 429) return t.errors.rateLimited;
  if (error.message === AUTH_MESSAGES.passwordTooShort) return t.auth.passwordTooShort;
  if (error.message === TWO_FACTOR_MESSAGES.codeRequired) return t.auth.twoFactorCodeRequired;
  const known = KNOWN_MESSAGES[error.message];
  if (known) return t.errors[known];
  return error.message || (error.status === 0 ? t.errors.network : t.errors.generic);
}
