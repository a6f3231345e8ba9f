import type { HttpError } from '@refinedev/core';
import { STRAPI_AUTH_ERRORS } from '@platform/shared';

export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'Wrong e-mail or password.',
  blocked: 'This account is blocked.',
  rateLimited: 'Too many attempts. Wait a minute and try again.',
  failed: 'Sign-in failed. Please try again.',
} as const;

/** The admin app's words for a refused sign-in: Strapi's own English is not shown as it is. */
export function signInErrorText(error: Partial<HttpError> | undefined): string {
  const message = error?.message ?? '';
  if (error?.statusCode === 429) return SIGN_IN_MESSAGES.rateLimited;
  if ((STRAPI_AUTH_ERRORS.invalidCredentials as readonly string[]).includes(message)) return SIGN_IN_MESSAGES.invalidCredentials;
  if ((STRAPI_AUTH_ERRORS.blocked as readonly string[]).includes(message)) return SIGN_IN_MESSAGES.blocked;
  return message || SIGN_IN_MESSAGES.failed;
}
