import { AUTH_MESSAGES, PRODUCT_API_KEY_HEADER } from '@platform/shared';
import { api, bearer, marker, server, tokenFor } from './api-client';
import { sql } from './database';
import { activated } from './accounts';

// Generated from the router: every content-API route Strapi serves (global-setup.ts lists them), so a new
// route is in the matrix the moment it exists. The administrators-only routes have their own matrix with sample
// requests (admin-access.test.ts).

/** Strapi's and its plugins' routes that users-permissions opens on purpose, and to whom. */
const OPEN_STRAPI_ROUTES: Record<string, 'anyone' | 'signed-in'> = {
  'POST /api/auth/local': 'anyone',
  'POST /api/auth/local/register': 'anyone',
  'POST /api/auth/forgot-password': 'anyone',
  'POST /api/auth/reset-password': 'anyone',
  'GET /api/connect/(.*)': 'anyone',
  'GET /api/auth/:provider/callback': 'anyone',
  'GET /api/users/me': 'signed-in',
  'POST /api/auth/change-password': 'signed-in',
};

/** users-permissions' session routes, which do nothing but answer 404 in the platform's token mode (legacy-support). */
const INERT_STRAPI_ROUTES = new Set([
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions/:sessionId',
]);

const withParams = (path: string) => path.replace(/:[A-Za-z]+(\([^)]*\))?/g, '1').replace('(.*)', 'x');
const send = (method: string, path: string, headers: Record<string, string> = {}) =>
  (api() as any)[method.toLowerCase()](withParams(path)).set(headers);

const strapiRoutes = server.contentRoutes.filter((route) => route.strapiAuth);
const signedInRoutes = server.contentRoutes.filter((route) => !route.strapiAuth && route.policies.includes('global::authenticated'));
const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('Strapi’s own content API, upload, users and roles routes', () => {
  it('are found in the router, and every route opened on purpose still exists', () => {
    expect(strapiRoutes.length).toBeGreaterThanOrEqual(30);
    for (const open of Object.keys(OPEN_STRAPI_ROUTES)) expect(strapiRoutes.map(key)).toContain(open);
  });

  for (const route of strapiRoutes.filter((r) => OPEN_STRAPI_ROUTES[key(r)] !== 'anyone' && !INERT_STRAPI_ROUTES.has(key(r)))) {
    it(`${key(route)} is closed to anyone not signed in`, async () => {
      expect([401, 403]).toContain((await send(route.method, route.path)).status);
    });
  }

  for (const route of strapiRoutes.filter((r) => !OPEN_STRAPI_ROUTES[key(r)] && !INERT_STRAPI_ROUTES.has(key(r)))) {
    it.each([1, 5])(`${key(route)} is granted to no signed-in user (access level %i)`, async (level) => {
      expect((await send(route.method, route.path, bearer(await tokenFor(level)))).status).toBe(403);
    });
  }

  for (const route of strapiRoutes.filter((r) => INERT_STRAPI_ROUTES.has(key(r)))) {
    it(`${key(route)} does nothing in the platform's token mode, signed in or not (refused, or 404)`, async () => {
      for (const headers of [{}, bearer(await tokenFor(1)), bearer(await tokenFor(5))]) {
        expect([401, 403, 404]).toContain((await send(route.method, route.path, headers)).status);
      }
    });
  }
});

describe('the platform’s signed-in routes', () => {
  let suspended: string;
  let signedOut: string;
  let apiKey: string;
  beforeAll(async () => {
    // An administrator's data API key: it opens the public data API, and no signed-in route.
    const made = await api()
      .post('/api/auth/api-keys')
      .set(bearer(await tokenFor(5)))
      .send({ name: marker('matrix-key') });
    expect(made.status).toBe(201);
    apiKey = made.body.key;
    const signUp = async () => {
      const email = `${marker('matrix-user')}@example.test`;
      expect((await api().post('/api/auth/local/register').send({ username: email, email, password: 'Blåbær-Sti-42' })).status).toBe(200);
      const account = await activated(email, 'Blåbær-Sti-42');
      return { id: account.user.id as number, jwt: account.jwt };
    };
    const toSuspend = await signUp();
    await sql('UPDATE up_users SET account_status = ? WHERE id = ?', ['suspended', toSuspend.id]);
    suspended = toSuspend.jwt;
    const toSignOut = await signUp();
    expect((await api().post('/api/auth/sign-out').set(bearer(toSignOut.jwt))).status).toBe(200);
    signedOut = toSignOut.jwt;
  });

  it('are found in the router', () => {
    expect(signedInRoutes.length).toBeGreaterThanOrEqual(10);
  });

  for (const route of signedInRoutes) {
    it(`${key(route)} answers 401 without a token, to an API key, a suspended account and an ended session`, async () => {
      const refusals: Array<{ who: string; headers: Record<string, string>; message: string }> = [
        { who: 'no token', headers: {}, message: AUTH_MESSAGES.missingToken },
        { who: 'not a token', headers: bearer('not-a-token'), message: AUTH_MESSAGES.invalidToken },
        { who: 'an API key', headers: { [PRODUCT_API_KEY_HEADER]: apiKey }, message: AUTH_MESSAGES.missingToken },
        { who: 'suspended', headers: bearer(suspended), message: AUTH_MESSAGES.accountSuspended },
        { who: 'signed out', headers: bearer(signedOut), message: AUTH_MESSAGES.sessionEnded },
      ];
      for (const { who, headers, message } of refusals) {
        const res = await send(route.method, route.path, headers);
        expect({ who, status: res.status, message: res.body.error?.message }).toEqual({ who, status: 401, message });
      }
    });
  }
});
