import type { AuthProvider, CheckResponse, HttpError } from '@refinedev/core';
import { AUTH_MESSAGES, SIGN_OUT_PATH, isAdmin, type PlatformUser } from '@platform/shared';
import { ADMIN_BASENAME, API_AUTH_LOGIN, LOGIN_PATH, NO_ACCESS_PATH, SITE_ROOT } from '../config/constants';
import { clearToken, getToken, setToken } from '../utils/token';
import { fetchCurrentUser, forgetCurrentUser } from './current-user';
import { httpClient } from './http-client';

export interface LoginValues {
  email: string;
  password: string;
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
  login: async ({ email, password }: LoginValues) => {
    try {
      const { data } = await httpClient.post<{ jwt: string; user: PlatformUser }>(API_AUTH_LOGIN, { identifier: email, password });
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
   * to sign-in with the way back; a 403 means the account lost its admin level, which the no-access page explains.
   */
  onError: async (error: HttpError) => {
    if (error?.statusCode === 401) return { logout: true, redirectTo: loginWithWayBack(), error };
    if (error?.statusCode === 403) {
      forgetCurrentUser();
      return { redirectTo: NO_ACCESS_PATH, error };
    }
    return {};
  },
};
