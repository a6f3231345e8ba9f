import crypto from 'node:crypto';
import {
  AUTH_MESSAGES,
  PRODUCT_API_KEY_MESSAGES,
  PROPERTY_AREAS,
  PUBLIC_API_MESSAGES,
  type DataApiKeyList,
  type Plan,
  type ProductApiKeyCreated,
} from '@platform/shared';
import { signUp, type Account } from './accounts';
import { api, bearer, tokenFor } from './api-client';
import { sql } from './database';
import { expectDocumented } from './public-api-document';

// The data API's keys (/api/auth/api-keys) and the public data API they open (/api/public/v1), with its hourly limit
// per key holder: 5 in the test server (PUBLIC_API_RATE_LIMIT), 1000 by default.
const LIMIT = 5;
type Auth = Record<string, string>;
const withKey = (key: string): Auth => ({ 'x-api-key': key });
const keys = (auth: Auth) => api().get('/api/auth/api-keys').set(auth);
const createKey = (auth: Auth, body: object) => api().post('/api/auth/api-keys').set(auth).send(body);
const revoke = (auth: Auth, id: number | string) => api().delete(`/api/auth/api-keys/${id}`).set(auth);
const areas = (auth: Auth) => api().get('/api/public/v1/areas').set(auth);

let admin: Auth;
let enterprisePlan: Plan;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
  const plans: Plan[] = (await api().get('/api/admin/products/property/plans').set(admin)).body;
  enterprisePlan = plans.find((plan) => plan.tier === 'enterprise') as Plan;
});

/** A new account with access to Eiendomsanalyse: an active subscription, on the given plan if any. */
async function subscriber(planId: number | null = null): Promise<Account> {
  const account = await signUp('data-api-');
  const granted = await api().post(`/api/admin/users/${account.user.id}/products/property`).set(admin).send({ subscriptionStatus: 'active', planId });
  expect(granted.status).toBeLessThan(300);
  return account;
}

async function newKey(account: Account, name = 'Rapportsystem'): Promise<ProductApiKeyCreated> {
  const res = await createKey(account.auth, { name });
  expect(res.status).toBe(201);
  return res.body;
}

describe('data API keys', () => {
  it('makes a prop_ key shown once, stores only its SHA-256, and lists it with the calls and the hourly limit', async () => {
    const owner = await subscriber();
    const { key, apiKey } = await newKey(owner, '  Rapportsystem ');
    expect(key).toMatch(/^prop_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Rapportsystem', prefix: key.slice(0, 10), lastUsedAt: null });

    const listed = await keys(owner.auth);
    expect(listed.status).toBe(200);
    expect(listed.body as DataApiKeyList).toEqual({ keys: [apiKey], apiCalls: 0, hourlyLimit: LIMIT });
    expect(JSON.stringify(listed.body)).not.toContain(key);
    const [row] = await sql<{ key_hash: string; product_slug: string }>('SELECT key_hash, product_slug FROM product_api_keys WHERE id = ?', [
      apiKey.id,
    ]);
    expect(row).toEqual({ key_hash: crypto.createHash('sha256').update(key).digest('hex'), product_slug: 'property' });
  });

  it('refuses keys to users without access, and lets no key manage keys', async () => {
    const outsider = await signUp('data-api-none-');
    const refused = await createKey(outsider.auth, { name: 'Uten tilgang' });
    expect(refused.status).toBe(403);
    expect(await sql('SELECT id FROM product_api_keys WHERE user_id = ?', [outsider.user.id])).toHaveLength(0);

    const owner = await subscriber();
    const { key } = await newKey(owner);
    const byKey = await createKey(withKey(key), { name: 'Nøkkel fra nøkkel' });
    expect(byKey.status).toBe(401);
    expect(byKey.body.error.message).toBe(PRODUCT_API_KEY_MESSAGES.bearerOnly);
    expect((await keys({})).status).toBe(401);
    const unnamed = await createKey(owner.auth, { name: '  ' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.message).toContain(PRODUCT_API_KEY_MESSAGES.nameRequired);
  });

  it('revokes a key at once, and another user cannot revoke it', async () => {
    const [owner, other] = await Promise.all([subscriber(), subscriber()]);
    const { key, apiKey } = await newKey(owner);
    expect((await areas(withKey(key))).status).toBe(200);
    const foreign = await revoke(other.auth, apiKey.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(PRODUCT_API_KEY_MESSAGES.notFound);
    expect((await areas(withKey(key))).status).toBe(200);

    expect((await revoke(owner.auth, apiKey.id)).status).toBe(204);
    const after = await areas(withKey(key));
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe(PRODUCT_API_KEY_MESSAGES.invalidKey);
    expect((await keys(owner.auth)).body.keys).toEqual([]);
  });
});

describe('public data API', () => {
  it('answers the areas, one area and the listings to a key, the same figures as the product’s own pages', async () => {
    const owner = await subscriber();
    const { key } = await newKey(owner);
    const listed = await areas(withKey(key));
    expect(listed.status).toBe(200);
    await expectDocumented('GET', '/areas', listed);
    const own = (await api().get('/api/data/property/areas').set(owner.auth)).body;
    expect(listed.body.data).toEqual(own.areas);
    expect(listed.body.data.map((area: { id: string }) => area.id)).toEqual(PROPERTY_AREAS.map((area) => area.id));

    const one = await api().get('/api/public/v1/areas/oslo-frogner').set(withKey(key));
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: 'oslo-frogner', name: 'Frogner', parentId: 'oslo' });
    expect(one.body.data.series).toHaveLength(12);
    await expectDocumented('GET', '/areas/{id}', one);
    const unknown = await api().get('/api/public/v1/areas/atlantis').set(withKey(key));
    expect(unknown.status).toBe(404);
    await expectDocumented('GET', '/areas/{id}', unknown);

    const page = await api().get('/api/public/v1/listings?area=bergen&page=1&pageSize=10').set(withKey(key));
    expect(page.status).toBe(200);
    expect(page.body.meta).toMatchObject({ page: 1, pageSize: 10, total: expect.any(Number) });
    await expectDocumented('GET', '/listings', page);
    const badPage = await api().get('/api/public/v1/listings?pageSize=0').set(withKey(key));
    expect(badPage.status).toBe(400);
    await expectDocumented('GET', '/listings', badPage);
  });

  it('takes only an API key: 401 without one, with a bearer token, or with another product’s key', async () => {
    const owner = await subscriber();
    const none = await areas({});
    expect(none.status).toBe(401);
    expect(none.body.error.message).toBe(PUBLIC_API_MESSAGES.keyRequired);
    const signedIn = await areas(owner.auth);
    expect(signedIn.status).toBe(401);
    expect(signedIn.body.error.message).toBe(PUBLIC_API_MESSAGES.keyRequired);
    const forged = await areas(withKey(`prop_${'x'.repeat(43)}`));
    expect(forged.status).toBe(401);
    expect(forged.body.error.message).toBe(PRODUCT_API_KEY_MESSAGES.invalidKey);
    for (const refused of [none, signedIn, forged]) await expectDocumented('GET', '/areas', refused);
    expect(none.body.error.message).not.toBe(AUTH_MESSAGES.missingToken);
  });

  it('refuses the key of a user whose access has ended with 403', async () => {
    const owner = await subscriber();
    const { key } = await newKey(owner);
    expect((await api().delete(`/api/admin/users/${owner.user.id}/products/property`).set(admin)).status).toBeLessThan(300);
    const ended = await areas(withKey(key));
    expect(ended.status).toBe(403);
    await expectDocumented('GET', '/areas', ended);
  });

  it(`allows ${LIMIT} calls an hour per user, counted in the database, then 429 with the rate-limit headers`, async () => {
    const owner = await subscriber();
    const [first, second] = [await newKey(owner, 'A'), await newKey(owner, 'B')];
    const remaining: string[] = [];
    for (let call = 1; call <= LIMIT; call += 1) {
      // Both keys draw on their user's one budget.
      const res = await areas(withKey((call % 2 ? first : second).key));
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe(String(LIMIT));
      await expectDocumented('GET', '/areas', res);
      remaining.push(res.headers['ratelimit-remaining']);
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);

    const refused = await areas(withKey(first.key));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(PUBLIC_API_MESSAGES.rateLimited(LIMIT));
    await expectDocumented('GET', '/areas', refused);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(Number(refused.headers['ratelimit-reset'])).toBe(retryAfter);

    // The counter lives in the database, so every app process shares it; refused calls are not counted as API calls.
    const [counter] = await sql<{ points: number | string }>('SELECT points FROM public_api_calls WHERE key = ?', [`user:${owner.user.id}`]);
    expect(Number(counter.points)).toBe(LIMIT + 1);
    expect((await keys(owner.auth)).body.apiCalls).toBe(LIMIT);
  });

  it('counts and limits a key the same on every route it opens: the product’s own data routes share the budget', async () => {
    const owner = await subscriber();
    const { key } = await newKey(owner);
    const calls = [
      () => api().get('/api/data/property/areas').set(withKey(key)),
      () => api().get('/api/data/property/listings?area=bergen').set(withKey(key)),
      () => api().get('/api/data/property/areas/oslo-frogner').set(withKey(key)),
      () => areas(withKey(key)),
      () => api().get('/api/data/property/listings').set(withKey(key)),
    ];
    const remaining: string[] = [];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe(String(LIMIT));
      remaining.push(res.headers['ratelimit-remaining']);
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    for (const path of ['/api/data/property/areas', '/api/data/property/listings', '/api/public/v1/areas']) {
      const refused = await api().get(path).set(withKey(key));
      expect([path, refused.status, refused.body.error?.message]).toEqual([path, 429, PUBLIC_API_MESSAGES.rateLimited(LIMIT)]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The holder's own pages, with a bearer token, are neither counted nor limited.
    const own = await api().get('/api/data/property/areas').set(owner.auth);
    expect(own.status).toBe(200);
    expect(own.headers['ratelimit-limit']).toBeUndefined();
  });

  it('does not limit a user on the enterprise plan', async () => {
    expect(enterprisePlan).toBeDefined();
    const owner = await subscriber(enterprisePlan.id);
    const { key } = await newKey(owner);
    expect((await keys(owner.auth)).body.hourlyLimit).toBeNull();
    for (let call = 1; call <= LIMIT + 2; call += 1) {
      const res = await areas(withKey(key));
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
      await expectDocumented('GET', '/areas', res);
    }
    expect((await keys(owner.auth)).body.apiCalls).toBe(LIMIT + 2);
  });
});
