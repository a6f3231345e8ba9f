import type { PlatformUser } from '@platform/shared';
import type { Locale } from '../i18n';
import { apiFetch } from './http';

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

export function signIn(email: string, password: string): Promise<AuthResponse> {
  return apiFetch('/api/auth/local', { method: 'POST', body: { identifier: email, password } });
}

/** The e-mail doubles as the username, so people only have one name to remember. */
export function signUp(input: SignUpInput, locale: Locale): Promise<AuthResponse> {
  return apiFetch('/api/auth/local/register', {
    method: 'POST',
    body: { ...input, username: input.email, preferredLanguage: locale },
  });
}

export function fetchMe(token: string, signal?: AbortSignal): Promise<PlatformUser> {
  return apiFetch('/api/users/me', { token, signal });
}
