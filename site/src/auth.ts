import { useEffect, useState, useSyncExternalStore } from 'react';
import { SIGN_OUT_PATH, TOKEN_STORAGE_KEY, type PlatformUser } from '@platform/shared';
import { fetchMe } from './api/auth';
import { ApiError, apiFetch } from './api/http';

// Components that show the user re-render when the token changes here or in another tab (e.g. the admin app).
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode): behave as signed out
  }
}

export function setToken(jwt: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, jwt);
  notify();
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  notify();
}

/** Signs out: the server ends every session of the account, and this browser forgets the token whatever it answers. */
export async function signOut(): Promise<void> {
  const token = getToken();
  if (token) await apiFetch(SIGN_OUT_PATH, { method: 'POST', token }).catch(() => undefined);
  clearToken();
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}

// One /users/me request per token, however many components ask; `version` moves when the user changes under it.
let cached: { token: string; user: Promise<PlatformUser | null> } | null = null;
let version = 0;
const getVersion = () => version;

/** The server's fresh copy of the signed-in user (after a profile save, a Gmail link…): every reader re-renders. */
export function updateCurrentUser(user: PlatformUser): void {
  const token = getToken();
  if (!token) return;
  cached = { token, user: Promise.resolve(user) };
  version += 1;
  notify();
}

/** Ask /users/me again (e.g. after the e-mail was confirmed in this tab). */
export function reloadCurrentUser(): void {
  cached = null;
  version += 1;
  notify();
}

function loadUser(token: string): Promise<PlatformUser | null> {
  if (cached?.token !== token) {
    const user = fetchMe(token).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401 && getToken() === token) clearToken();
      if (cached?.token === token) cached = null; // let a later render retry
      return null;
    });
    cached = { token, user };
  }
  return cached.user;
}

export interface CurrentUser {
  user: PlatformUser | null;
  /** True while a stored token is being checked: render neither signed-in nor signed-out actions yet. */
  loading: boolean;
}

export function useCurrentUser(): CurrentUser {
  const token = useToken();
  const userVersion = useSyncExternalStore(subscribe, getVersion, getVersion);
  const [state, setState] = useState<{ token: string | null; user: PlatformUser | null }>({ token: null, user: null });

  useEffect(() => {
    if (!token) return;
    let active = true;
    loadUser(token).then((user) => {
      if (active) setState({ token, user });
    });
    return () => {
      active = false;
    };
  }, [token, userVersion]);

  // While a newer copy loads the old one stays on screen; only a new token means "not known yet".
  if (!token) return { user: null, loading: false };
  return state.token === token ? { user: state.user, loading: false } : { user: null, loading: true };
}

/** The spec allows emailVerified as true or the string 'true'. */
export function isEmailVerified(user: PlatformUser | null | undefined): boolean {
  return String(user?.emailVerified) === 'true';
}
