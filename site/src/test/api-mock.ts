import { vi } from 'vitest';
import { TOKEN_STORAGE_KEY, type PlatformUser } from '@platform/shared';

/** Mocks only the network: routes are 'METHOD /path' → a body (200), a Response, or a function of the request. */
export interface ApiRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
  keepalive: boolean;
}

// A function, or anything else as the 200 body (objects, arrays, a Response).
type Route = ((request: ApiRequest) => unknown) | object;

export const reply = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Strapi's error shape. */
export const apiError = (status: number, message: string) => reply(status, { data: null, error: { status, name: 'Error', message } });

export function mockApi(routes: Record<string, Route>) {
  const requests: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: ApiRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
      keepalive: Boolean(init.keepalive),
    };
    requests.push(request);
    const key = `${request.method} ${request.path}`;
    if (!(key in routes)) {
      if (key === 'POST /api/track/visit') return reply(204, null);
      return apiError(404, 'Not Found');
    }
    const route = routes[key];
    const result = typeof route === 'function' ? await (route as (request: ApiRequest) => unknown)(request) : route;
    return result instanceof Response ? result : reply(200, result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requestsTo: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}

let tokenCount = 0;

/** A stored token (a new one each time, so no cached user leaks between tests) and the /users/me route for it. */
export function signedInAs(overrides: Partial<PlatformUser> = {}): { token: string; user: PlatformUser; route: Record<string, Route> } {
  tokenCount += 1;
  const token = `test-token-${tokenCount}`;
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const user: PlatformUser = {
    id: tokenCount,
    username: 'kari@demo.no',
    email: 'kari@demo.no',
    firstName: 'Kari',
    lastName: 'Nordmann',
    phone: null,
    accessLevel: 2,
    accountType: 0,
    accountStatus: 'active',
    preferredLanguage: 'no',
    emailVerified: true,
    emailConnected: null,
    createdAt: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
  return { token, user, route: { 'GET /api/users/me': user } };
}

/** A promise to resolve from the test: keeps a request "loading" as long as needed. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
