import { useEffect, useState, useSyncExternalStore } from 'react';
import { TOKEN_STORAGE_KEY, type PlatformUser } from '@platform/shared';
import { fetchMe } from './api/auth';
import { ApiError } from './api/http';

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

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}

// One /users/me request per token, however many components ask.
let cached: { token: string; user: Promise<PlatformUser | null> } | null = null;

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
  }, [token]);

  if (!token) return { user: null, loading: false };
  return state.token === token ? { user: state.user, loading: false } : { user: null, loading: true };
}
