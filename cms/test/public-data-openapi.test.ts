import {
  AREA_LISTING_QUERY_DEFAULTS,
  AREA_LISTING_SORTS,
  AREA_LISTING_STATUSES,
  AREA_LISTINGS_MAX_PAGE,
  AREA_LISTINGS_MAX_PAGE_SIZE,
  PROPERTY_ANALYTICS_MESSAGES,
  PROPERTY_AREAS,
  PUBLIC_API_BASE,
  PUBLIC_API_KEY_HEADER,
  PUBLIC_API_MESSAGES,
  PUBLIC_DATA_OPENAPI_CACHE_CONTROL,
  type OpenApiObject,
  type Plan,
} from '@platform/shared';
import type { Knex } from 'knex';
import { bumpDataVersion } from '../src/listings/data-versions';
import { PROPERTY_LISTINGS_DATA, PROPERTY_LISTINGS_TABLE } from '../src/listings/property-listings-table';
import { insertPropertyListings } from '../src/listings/property-listings-writes';
import { signUp } from './accounts';
import { api, bearer, server, tokenFor } from './api-client';
import { propertyRow, withListingStore } from './market-fixtures';
import { OPENAPI_URL, expectDocumented, schemaValidator, servedDocument, standardVerdict, undocumented } from './public-api-document';

// The public data API's OpenAPI document (GET /api/public/v1/openapi.json): valid OpenAPI 3.1, the router's calls
// exactly, the parser's parameter values, and every answer of the API valid against it. The test server's hourly
// limit is 5 (PUBLIC_API_RATE_LIMIT).
const LIMIT = 5;
type Auth = Record<string, string>;
const withKey = (key: string): Auth => ({ [PUBLIC_API_KEY_HEADER]: key });
const get = (path: string, auth: Auth = {}) => api().get(`${PUBLIC_API_BASE}${path}`).set(auth);

let admin: Auth;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

/** A new user with access to Eiendomsanalyse (on the given plan, if any) and a data API key of theirs. */
async function keyHolder(planId: number | null = null): Promise<{ key: string; userId: unknown }> {
  const account = await signUp('openapi-');
  const granted = await api()
    .post(`/api/admin/users/${account.user.id}/products/property`)
    .set(admin)
    .send({ subscriptionStatus: 'active', planId });
  expect(granted.status).toBeLessThan(300);
  const made = await api().post('/api/auth/api-keys').set(account.auth).send({ name: 'OpenAPI' });
  expect(made.status).toBe(201);
  return { key: made.body.key, userId: account.user.id };
}

const parameterOf = (operation: OpenApiObject, name: string) =>
  (operation.parameters as OpenApiObject[]).find((parameter) => parameter.name === name) as { schema: OpenApiObject };

describe('the OpenAPI document', () => {
  it('is served to anyone, as cacheable JSON, and a standard validator finds it valid OpenAPI 3.1', async () => {
    const res = await api().get(OPENAPI_URL);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe(PUBLIC_DATA_OPENAPI_CACHE_CONTROL);
    expect(res.body).toMatchObject({ openapi: '3.1.0', servers: [{ url: PUBLIC_API_BASE }] });
    expect(standardVerdict(res.body)).toEqual({ valid: true, version: '3.1', errors: [] });
    await expectDocumented('GET', '/openapi.json', res);
    // A key sent along changes nothing: the document is no one's own.
    const keyed = await api().get(OPENAPI_URL).set(withKey('prop_not-a-key'));
    expect([keyed.status, keyed.headers['cache-control']]).toEqual([200, PUBLIC_DATA_OPENAPI_CACHE_CONTROL]);

    // The validator does refuse a broken document (a response without its description).
    const broken = structuredClone(res.body);
    delete broken.paths['/areas'].get.responses['200'].description;
    expect(standardVerdict(broken).valid).toBe(false);
  });

  it('has strict JSON Schema 2020-12 schemas: known keywords and types only, each compiling', async () => {
    const { document, ajv } = await servedDocument();
    const metaCheck = schemaValidator();
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect({ name, valid: metaCheck.validateSchema(schema), errors: metaCheck.errors ?? null }).toEqual({
        name,
        valid: true,
        errors: null,
      });
      expect(ajv.getSchema(`urn:platform:public-data-api#/components/schemas/${name}`)).toBeDefined();
    }
  });

  it('holds exactly the calls the router serves under /api/public/v1', async () => {
    const { document } = await servedDocument();
    const served = server.contentRoutes
      .filter((route) => route.path.startsWith(`${PUBLIC_API_BASE}/`))
      .map((route) => `${route.method} ${route.path.slice(PUBLIC_API_BASE.length).replace(/:([A-Za-z]+)/g, '{$1}')}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(served.sort());
    expect(served).toHaveLength(4);
  });

  it('names the listing parameters with the values the server’s parser takes, and the server agrees', async () => {
    const { document } = await servedDocument();
    const listings = document.paths['/listings'].get;
    expect(parameterOf(listings, 'status').schema).toMatchObject({
      enum: [...AREA_LISTING_STATUSES],
      default: AREA_LISTING_QUERY_DEFAULTS.status,
    });
    expect(parameterOf(listings, 'sort').schema).toMatchObject({
      enum: [...AREA_LISTING_SORTS],
      default: AREA_LISTING_QUERY_DEFAULTS.sort,
    });
    expect(parameterOf(listings, 'area').schema).toMatchObject({ enum: PROPERTY_AREAS.map((area) => area.id) });
    expect(parameterOf(listings, 'page').schema).toMatchObject({ minimum: 1, maximum: AREA_LISTINGS_MAX_PAGE, default: 1 });
    expect(parameterOf(listings, 'pageSize').schema).toMatchObject({
      minimum: 1,
      maximum: AREA_LISTINGS_MAX_PAGE_SIZE,
      default: AREA_LISTING_QUERY_DEFAULTS.pageSize,
    });

    // Each documented value is taken and answered as documented; one past the documented range is refused (400).
    const enterprise = ((await api().get('/api/admin/products/property/plans').set(admin)).body as Plan[]).find(
      (plan) => plan.tier === 'enterprise',
    );
    const { key } = await keyHolder(enterprise?.id ?? null);
    const call = async (query: string, status: number) => {
      const res = await get(`/listings?${query}`, withKey(key));
      expect({ query, status: res.status }).toEqual({ query, status });
      await expectDocumented('GET', '/listings', res);
    };
    for (const value of AREA_LISTING_STATUSES) await call(`status=${value}`, 200);
    for (const value of AREA_LISTING_SORTS) await call(`sort=${value}`, 200);
    for (const { id } of PROPERTY_AREAS) await call(`area=${id}`, 200);
    await call(`page=${AREA_LISTINGS_MAX_PAGE}&pageSize=${AREA_LISTINGS_MAX_PAGE_SIZE}`, 200);
    await call(`page=${AREA_LISTINGS_MAX_PAGE + 1}`, 400);
    await call(`pageSize=${AREA_LISTINGS_MAX_PAGE_SIZE + 1}`, 400);
    await call('pageSize=0', 400);
    await call('status=unsold', 400);
    await call('sort=oldest', 400);
    await call('area=atlantis', 400);
  });
});

describe('every answer of the public data API', () => {
  // A few listings of the test's own, so that the listings' schema meets real rows (sold, unsold, without a price).
  const codes = Array.from({ length: 3 }, (_, i) => String(700_000_000 + Math.floor(Math.random() * 90_000_000) + i));
  const removeOwn = (knex: Knex) =>
    knex.transaction(async (trx) => {
      await trx(PROPERTY_LISTINGS_TABLE).whereIn('finn_code', codes).delete();
      await bumpDataVersion(trx, PROPERTY_LISTINGS_DATA);
    });
  beforeAll(async () => {
    const now = new Date();
    const rows = [
      propertyRow(now, { place: 'Tromsø', price: 4_200_000, listedDaysAgo: 3 }),
      propertyRow(now, { place: 'Tromsø', type: 'house', price: 6_500_000, listedDaysAgo: 40, soldDaysAgo: 5 }),
      propertyRow(now, { place: 'Tromsø', price: null, listedDaysAgo: 8 }),
    ].map((row, i) => ({ ...row, finn_code: codes[i], status: 'published' as const }));
    await withListingStore((knex) => insertPropertyListings(knex, rows));
  });
  afterAll(() => withListingStore(removeOwn));

  it(`is as documented: the areas, one area, listings, 404, 400 and, after ${LIMIT} calls, 429 with its headers`, async () => {
    const { key } = await keyHolder();
    const areas = await get('/areas', withKey(key));
    const one = await get('/areas/tromso', withKey(key));
    const listings = await get('/listings?area=tromso&status=all&sort=price-desc&pageSize=2', withKey(key));
    const unknown = await get('/areas/atlantis', withKey(key));
    const bad = await get('/listings?sort=oldest', withKey(key));
    const refused = await get('/areas', withKey(key));
    expect([areas, one, listings, unknown, bad, refused].map((res) => res.status)).toEqual([200, 200, 200, 404, 400, 429]);

    expect(listings.body.data).toHaveLength(2);
    // Ours and any other test's listings in Tromsø.
    expect(listings.body.meta).toEqual({ total: expect.any(Number), page: 1, pageSize: 2 });
    expect(listings.body.meta.total).toBeGreaterThanOrEqual(3);
    expect(unknown.body.error.message).toBe(PROPERTY_ANALYTICS_MESSAGES.unknownArea);
    expect(refused.body.error.message).toBe(PUBLIC_API_MESSAGES.rateLimited(LIMIT));
    // Refused parameters still count against the hour, and say so.
    expect([areas, one, listings, unknown, bad].map((res) => res.headers['ratelimit-remaining'])).toEqual(['4', '3', '2', '1', '0']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    await expectDocumented('GET', '/areas', areas);
    await expectDocumented('GET', '/areas/{id}', one);
    await expectDocumented('GET', '/listings', listings);
    await expectDocumented('GET', '/areas/{id}', unknown);
    await expectDocumented('GET', '/listings', bad);
    await expectDocumented('GET', '/areas', refused);
  });

  it('is as documented when refused: 401 without a key or with a bad one, 403 once access has ended', async () => {
    const none = await get('/areas');
    const forged = await get('/listings', withKey(`prop_${'x'.repeat(43)}`));
    expect([none.status, forged.status]).toEqual([401, 401]);
    expect(none.body.error.message).toBe(PUBLIC_API_MESSAGES.keyRequired);
    await expectDocumented('GET', '/areas', none);
    await expectDocumented('GET', '/listings', forged);

    const { key, userId } = await keyHolder();
    expect((await api().delete(`/api/admin/users/${userId}/products/property`).set(admin)).status).toBeLessThan(300);
    const ended = await get('/areas/oslo', withKey(key));
    expect(ended.status).toBe(403);
    await expectDocumented('GET', '/areas/{id}', ended);
  });

  it('fails the check when an answer drifts: a renamed or extra field, a missing required header, an undocumented status', async () => {
    const { key } = await keyHolder();
    const res = await get('/areas/oslo', withKey(key));
    const one = { status: res.status, headers: res.headers as Record<string, string>, body: res.body };
    expect(one.status).toBe(200);
    expect(await undocumented('GET', '/areas/{id}', one)).toEqual([]);

    const { pricePerSqm, ...renamed } = one.body.data;
    expect(
      await undocumented('GET', '/areas/{id}', { ...one, body: { ...one.body, data: { ...renamed, sqmPrice: pricePerSqm } } }),
    ).toEqual([
      expect.stringContaining("must have required property 'pricePerSqm'"),
      expect.stringContaining('must NOT have additional properties'),
    ]);
    expect(await undocumented('GET', '/areas/{id}', { ...one, body: { ...one.body, meta: { cached: true } } })).toEqual([
      expect.stringContaining('body/meta must NOT have additional properties'),
    ]);
    expect(await undocumented('GET', '/areas/{id}', { ...one, headers: { ...one.headers, 'ratelimit-limit': '1000' } })).toEqual([
      expect.stringContaining('RateLimit-Limit must be equal to constant'),
    ]);
    const { 'retry-after': _dropped, ...withoutRetry } = one.headers;
    expect(
      await undocumented('GET', '/areas', {
        status: 429,
        headers: withoutRetry,
        body: { data: null, error: { status: 429, name: 'RateLimitError', message: PUBLIC_API_MESSAGES.rateLimited(LIMIT), details: {} } },
      }),
    ).toEqual(['header Retry-After is missing']);
    expect(await undocumented('GET', '/areas', { ...one, status: 500 })).toEqual(['GET /areas documents no 500 answer']);
  });
});
