import { type PlatformUser } from '@platform/shared';
import { API_USERS_ME } from '../config/constants';
import { getToken } from '../utils/token';
import { takeEarlyRead } from './early-reads';
import { httpClient } from './http-client';

// One /api/users/me per token and session: check() and getIdentity() share it, and a new token asks again.
let cached: { token: string; user: Promise<PlatformUser> } | null = null;

/** The signed-in user, or null without a token. Rejects with the HttpError of /api/users/me. */
export function fetchCurrentUser(): Promise<PlatformUser> | null {
  const token = getToken();
  if (!token) return null;
  if (cached?.token !== token) {
    // The answer asked for while the app started, if there is one (the app asks on start, see main.tsx).
    const user = takeEarlyRead(API_USERS_ME).then(
      (early) => (early as PlatformUser | undefined) ?? httpClient.get<PlatformUser>(API_USERS_ME).then((res) => res.data),
    );
    cached = { token, user };
    // A failed look-up is not remembered: the next call asks the server again.
    user.catch(() => {
      if (cached?.user === user) cached = null;
    });
  }
  return cached.user;
}

export function forgetCurrentUser(): void {
  cached = null;
}
