import type { AuthProvider, CheckResponse, HttpError } from '@refinedev/core';
import {
  AUTH_MESSAGES,
  SIGN_OUT_PATH,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_PATHS,
  isAdmin,
  isTwoFactorChallenge,
  type PlatformUser,
  type TwoFactorChallenge,
} from '@platform/shared';
import { ADMIN_BASENAME, API_AUTH_LOGIN, LOGIN_PATH, NO_ACCESS_PATH, SITE_ROOT, TWO_FACTOR_PAGE_PATH } from '../config/constants';
import { clearToken, getToken, setToken } from '../utils/token';
import { fetchCurrentUser, forgetCurrentUser } from './current-user';
import { httpClient } from './http-client';

/** The sign-in's first step (e-mail and password), or its second for an account with two-factor sign-in. */
export type LoginValues = { email: string; password: string } | { challenge: string; code: string };

/** What login() adds to a refusal when the password was right and a code is still needed. */
export interface TwoFactorStep {
  twoFactorChallenge?: string;
}

/** What the header shows: the platform user plus Refine's conventional `name`. */
export type AdminIdentity = PlatformUser & { name: string };

/** check()'s error name for a signed-in user below admin level; the gate sends them to the site. */
export const NOT_ADMIN_ERROR = 'NotAdmin';

export const isNotAdminResponse = (response?: CheckResponse): boolean => response?.error?.name === NOT_ADMIN_ERROR;

const signedOut = (): CheckResponse => ({ authenticated: false, redirectTo: LOGIN_PATH });

/** The sign-in page with the way back to where the user is now (a path inside this app). */
export function loginWithWayBack(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const path = location.pathname.startsWith(ADMIN_BASENAME) ? location.pathname.slice(ADMIN_BASENAME.length) || '/' : location.pathname;
  const here = `${path}${location.search}`;
  return here === '/' || here.startsWith(LOGIN_PATH) ? LOGIN_PATH : `${LOGIN_PATH}?to=${encodeURIComponent(here)}`;
}

export const authProvider: AuthProvider = {
  login: async (values: LoginValues) => {
    try {
      const { data } =
        'challenge' in values
          ? await httpClient.post<{ jwt: string; user: PlatformUser }>(TWO_FACTOR_PATHS.verify, values)
          : await httpClient.post<{ jwt: string; user: PlatformUser } | TwoFactorChallenge>(API_AUTH_LOGIN, {
              identifier: values.email,
              password: values.password,
            });
      // The password was right; the page asks for the code and signs in with the challenge.
      if (isTwoFactorChallenge(data)) return { success: false, twoFactorChallenge: data.challenge };
      forgetCurrentUser();
      setToken(data.jwt);
      return { success: true, redirectTo: '/' };
    } catch (error) {
      return {
        success: false,
        error: { name: 'Sign-in failed', message: (error as HttpError).message, statusCode: (error as HttpError).statusCode } as HttpError,
      };
    }
  },

  logout: async () => {
    // The server ends the account's sessions; this browser is signed out whatever it answers.
    if (getToken()) await httpClient.post(SIGN_OUT_PATH).catch(() => undefined);
    clearToken();
    forgetCurrentUser();
    return { success: true, redirectTo: LOGIN_PATH };
  },

  check: async () => {
    const pending = fetchCurrentUser();
    if (!pending) return signedOut();
    let user: PlatformUser;
    try {
      user = await pending;
    } catch (error) {
      // A token the server no longer accepts is useless to the site as well.
      if ((error as HttpError).statusCode === 401) clearToken();
      return { ...signedOut(), error: error as HttpError };
    }
    if (!isAdmin(user)) {
      return { authenticated: false, redirectTo: SITE_ROOT, error: { name: NOT_ADMIN_ERROR, message: AUTH_MESSAGES.notAdmin } };
    }
    return { authenticated: true };
  },

  getIdentity: async (): Promise<AdminIdentity | null> => {
    const user = await fetchCurrentUser()?.catch(() => null);
    if (!user) return null;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
    return { ...user, name };
  },

  getPermissions: async () => {
    const user = await fetchCurrentUser()?.catch(() => null);
    return user?.accessLevel ?? null;
  },

  /**
   * Every failed call of Refine's data hooks comes here: a token the server no longer takes (401) signs out and goes
   * to sign-in with the way back; a 403 means the account lost its admin level, which the no-access page explains,
   * or (in production mode) that the administrator has to turn on two-factor sign-in first.
   */
  onError: async (error: HttpError) => {
    if (error?.statusCode === 401) return { logout: true, redirectTo: loginWithWayBack(), error };
    if (error?.statusCode === 403 && error.message === TWO_FACTOR_MESSAGES.required) return { redirectTo: TWO_FACTOR_PAGE_PATH, error };
    if (error?.statusCode === 403) {
      forgetCurrentUser();
      return { redirectTo: NO_ACCESS_PATH, error };
    }
    return {};
  },
};
