import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_OUT_PATH, TOKEN_STORAGE_KEY, TWO_FACTOR_MESSAGES, TWO_FACTOR_PATHS } from '@platform/shared';
import { authProvider, isNotAdminResponse, loginWithWayBack } from './auth-provider';
import { forgetCurrentUser } from './current-user';
import { httpClient } from './http-client';

const me = (accessLevel: number) => ({ data: { id: 1, email: 'x@demo.no', username: 'x@demo.no', accessLevel } });

describe('authProvider.check', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetCurrentUser();
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends a visitor without a token to the sign-in page', async () => {
    const get = vi.spyOn(httpClient, 'get');
    expect(await authProvider.check()).toMatchObject({ authenticated: false, redirectTo: '/login' });
    expect(get).not.toHaveBeenCalled();
  });

  it('lets an administrator (level 5) in', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    vi.spyOn(httpClient, 'get').mockResolvedValue(me(5));
    expect(await authProvider.check()).toEqual({ authenticated: true });
  });

  it('marks a signed-in user at level 4 or below as not an admin, keeping the token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    vi.spyOn(httpClient, 'get').mockResolvedValue(me(4));
    const result = await authProvider.check();
    expect(result.authenticated).toBe(false);
    expect(isNotAdminResponse(result)).toBe(true);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt');
  });

  it('drops a token the server rejects and asks for sign-in', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stale');
    vi.spyOn(httpClient, 'get').mockRejectedValue({ message: 'Missing or invalid credentials', statusCode: 401 });
    const result = await authProvider.check();
    expect(result).toMatchObject({ authenticated: false, redirectTo: '/login' });
    expect(isNotAdminResponse(result)).toBe(false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('asks /api/users/me once per token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    const get = vi.spyOn(httpClient, 'get').mockResolvedValue(me(5));
    await authProvider.check();
    await authProvider.getIdentity!();
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('authProvider.onError (every failed call of Refine data hooks)', () => {
  it('signs out on a 401 and goes to sign-in with the way back to the page and its query', async () => {
    window.history.replaceState(null, '', '/admin/ideas/7?edit=true');
    expect(await authProvider.onError({ statusCode: 401, message: 'Invalid token' })).toMatchObject({
      logout: true,
      redirectTo: `/login?to=${encodeURIComponent('/ideas/7?edit=true')}`,
    });
  });

  it('sends a 403 to the page that checks the account again, without signing out', async () => {
    expect(await authProvider.onError({ statusCode: 403, message: 'Only administrators can use this.' })).toMatchObject({ redirectTo: '/no-access' });
    expect((await authProvider.onError({ statusCode: 403, message: 'x' })).logout).toBeUndefined();
  });

  it('sends an administrator who must turn on two-factor sign-in to its page', async () => {
    expect(await authProvider.onError({ statusCode: 403, message: TWO_FACTOR_MESSAGES.required })).toMatchObject({ redirectTo: '/two-factor' });
  });

  it('leaves other failures to the page', async () => {
    expect(await authProvider.onError({ statusCode: 500, message: 'Boom' })).toEqual({});
    expect(await authProvider.onError({ statusCode: 0, message: 'Network Error' })).toEqual({});
  });
});

describe('authProvider.login', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('answers the challenge of an account with two-factor sign-in, keeping no token until the code', async () => {
    const post = vi.spyOn(httpClient, 'post').mockResolvedValueOnce({ data: { twoFactorRequired: true, challenge: 'chal' } });
    expect(await authProvider.login({ email: 'a@demo.no', password: 'pw' })).toEqual({ success: false, twoFactorChallenge: 'chal' });
    expect(post).toHaveBeenLastCalledWith('/api/auth/local', { identifier: 'a@demo.no', password: 'pw' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    post.mockResolvedValueOnce({ data: { jwt: 'session', user: { id: 1 } } });
    expect(await authProvider.login({ challenge: 'chal', code: '123456' })).toMatchObject({ success: true });
    expect(post).toHaveBeenLastCalledWith(TWO_FACTOR_PATHS.verify, { challenge: 'chal', code: '123456' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('session');
  });

  it('passes a wrong code on as the server said it', async () => {
    vi.spyOn(httpClient, 'post').mockRejectedValueOnce({ statusCode: 400, message: TWO_FACTOR_MESSAGES.codeInvalid });
    const result = await authProvider.login({ challenge: 'chal', code: '000000' });
    expect(result).toMatchObject({ success: false, error: { statusCode: 400, message: TWO_FACTOR_MESSAGES.codeInvalid } });
  });
});

describe('authProvider.logout', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('ends the account’s sessions on the server, then forgets the token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { ok: true } });
    expect(await authProvider.logout({})).toEqual({ success: true, redirectTo: '/login' });
    expect(post).toHaveBeenCalledWith(SIGN_OUT_PATH);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('signs this browser out even when the server cannot be reached', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: 'Network Error', statusCode: 0 });
    expect(await authProvider.logout({})).toMatchObject({ success: true });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('loginWithWayBack', () => {
  it('keeps a path inside the app, and no way back from the start page or the sign-in page itself', () => {
    expect(loginWithWayBack({ pathname: '/admin/ideas/strategy', search: '?company=aeda' })).toBe(
      `/login?to=${encodeURIComponent('/ideas/strategy?company=aeda')}`,
    );
    expect(loginWithWayBack({ pathname: '/admin', search: '' })).toBe('/login');
    expect(loginWithWayBack({ pathname: '/admin/login', search: '?to=%2Fideas' })).toBe('/login');
  });
});
