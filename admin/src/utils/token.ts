import { TOKEN_STORAGE_KEY } from '@platform/shared';

// The public site reads and writes the same key, so signing in (or out) on one side counts for both.
export const getToken = (): string | null => localStorage.getItem(TOKEN_STORAGE_KEY);
export const setToken = (jwt: string): void => localStorage.setItem(TOKEN_STORAGE_KEY, jwt);
export const clearToken = (): void => localStorage.removeItem(TOKEN_STORAGE_KEY);
