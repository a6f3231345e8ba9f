import { signUp, type Account } from './accounts';
import { api, bearer, marker, server, tokenFor } from './api-client';
import { propertyRow, withListingStore } from './market-fixtures';
import { insertPropertyListings } from '../src/listings/property-listings-writes';

/**
 * "Another user's resource", generated from the router: every signed-in or product-area route whose path names
 * something a user owns is called by a second user, who may use the same routes and products, with the owner's id.
 * The answer is 404 (a 403 would tell that it exists) and the owner's view of it is as it was. A new route naming
 * such a thing fails the first test until it is listed here with a way to make one.
 */

type Auth = Record<string, string>;
interface Made {
  params: Record<string, string>;
  /** What the owner sees of it, through the API. */
  seen: () => Promise<unknown>;
}
interface OwnedKind {
  make: (owner: Account, other: Account) => Promise<Made>;
  /** The path names something public and the call acts on the caller's own (a save of a listing): any answer but
   * a 5xx or 403, as long as the owner's stays. */
  callersOwn?: true;
}

const SIGNED_IN_POLICIES = ['global::authenticated', 'global::product-area'];
/** Path parameters that name no user's thing: the product (the product access matrix covers it), a public area or topic. */
const PUBLIC_PARAMS = new Set([':productId']);
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/data/property/areas/:id': 'an area of the public statistics',
  'GET /api/public/v1/areas/:id': 'an area of the public statistics, to an API key',
  'GET /api/market-intelligence/statistics/:topic': 'a topic of the public statistics',
};

let admin: Auth;
const openProducts = new Map<string, Promise<string>>();
/** A product of the template open to any signed-in user, one per template for the whole file. */
function openProduct(template: 'crud' | 'api-integration'): Promise<string> {
  if (!openProducts.has(template)) {
    openProducts.set(
      template,
      (async () => {
        const id = marker('owned');
        const res = await api()
          .post('/api/admin/products')
          .set(admin)
          .send({ id, name: `Eierskap ${id}`, description: 'Et produkt fra veiviseren', template, hasAuth: false });
        expect(res.status).toBe(201);
        return id;
      })(),
    );
  }
  return openProducts.get(template) as Promise<string>;
}

const body = async (request: PromiseLike<{ status: number; body: unknown }>) => {
  const res = await request;
  expect(res.status).toBe(200);
  return res.body;
};

async function listing(owner: Account, status: 'published' | 'unpublished' = 'published'): Promise<string> {
  const finnCode = String(600_000_000 + Math.floor(Math.random() * 99_999_999));
  const row = { ...propertyRow(new Date(), { place: 'Frogner, Oslo', price: 4_000_000, listedDaysAgo: 1 }), finn_code: finnCode };
  await withListingStore((knex) =>
    insertPropertyListings(knex, [{ ...row, title: marker('Eiers annonse'), user_id: owner.user.id as number, status }]),
  );
  return finnCode;
}

const KINDS: Record<string, OwnedKind> = {
  'data API key': {
    async make(owner, other) {
      for (const account of [owner, other]) {
        await api().post(`/api/admin/users/${account.user.id}/products/property`).set(admin).send({ subscriptionStatus: 'active' }).expect(201);
      }
      const made = await api().post('/api/auth/api-keys').set(owner.auth).send({ name: 'Eiers nøkkel' }).expect(201);
      return { params: { keyId: String(made.body.apiKey.id) }, seen: () => body(api().get('/api/auth/api-keys').set(owner.auth)) };
    },
  },
  'product API key': {
    async make(owner) {
      const productId = await openProduct('api-integration');
      const keys = `/api/product-areas/${productId}/api-keys`;
      const made = await api().post(keys).set(owner.auth).send({ name: 'Eiers nøkkel' }).expect(201);
      return { params: { productId, keyId: String(made.body.apiKey.id) }, seen: () => body(api().get(keys).set(owner.auth)) };
    },
  },
  'product record': {
    async make(owner) {
      const productId = await openProduct('crud');
      const made = await api().post(`/api/product-areas/${productId}/records`).set(owner.auth).send({ title: 'Eiers post' }).expect(201);
      return {
        params: { productId, recordId: String(made.body.id) },
        seen: () => body(api().get(`/api/product-areas/${productId}/records/${made.body.id}`).set(owner.auth)),
      };
    },
  },
  'report subscription': {
    async make(owner) {
      const subscriptions = '/api/data/property/report-subscriptions';
      const made = await api().post(subscriptions).set(owner.auth).send({ type: 'market-analysis', area: 'oslo' }).expect(201);
      return { params: { id: String(made.body.id) }, seen: () => body(api().get(subscriptions).set(owner.auth)) };
    },
  },
  'property listing': {
    async make(owner) {
      const finnCode = await listing(owner);
      return { params: { finnCode }, seen: () => body(api().get('/api/property-listings/mine').set(owner.auth)) };
    },
  },
  'saved listing': {
    callersOwn: true,
    async make(owner) {
      const finnCode = await listing(owner);
      await api().put(`/api/property-listings/saved/${finnCode}`).set(owner.auth).expect(200);
      return { params: { finnCode }, seen: () => body(api().get('/api/property-listings/saved').set(owner.auth)) };
    },
  },
};

/** Route → the kind of thing its path names. */
const OWNED_ROUTES: Record<string, keyof typeof KINDS> = {
  'DELETE /api/auth/api-keys/:keyId': 'data API key',
  'DELETE /api/product-areas/:productId/api-keys/:keyId': 'product API key',
  'GET /api/product-areas/:productId/records/:recordId': 'product record',
  'PUT /api/product-areas/:productId/records/:recordId': 'product record',
  'DELETE /api/product-areas/:productId/records/:recordId': 'product record',
  'DELETE /api/data/property/report-subscriptions/:id': 'report subscription',
  'POST /api/data/property/report-subscriptions/:id/send': 'report subscription',
  'PUT /api/property-listings/:finnCode(\\d+)': 'property listing',
  'DELETE /api/property-listings/:finnCode(\\d+)': 'property listing',
  'POST /api/property-listings/:finnCode(\\d+)/publish': 'property listing',
  'POST /api/property-listings/:finnCode(\\d+)/unpublish': 'property listing',
  'PUT /api/property-listings/saved/:finnCode': 'saved listing',
  'DELETE /api/property-listings/saved/:finnCode': 'saved listing',
};

/** What a user would send to change it, so that a refusal is not a refusal of the body. */
const CHANGES: Record<string, object> = {
  'product record': { title: 'Tatt av en annen' },
  'property listing': { title: 'Kapret av en annen' },
};

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const params = (path: string) => (path.match(/:[A-Za-z]+/g) ?? []).filter((param) => !PUBLIC_PARAMS.has(param));
const routesNamingThings = server.contentRoutes.filter(
  (route) => route.policies.some((policy) => SIGNED_IN_POLICIES.includes(policy)) && params(route.path).length > 0,
);
const fill = (path: string, values: Record<string, string>) => path.replace(/:([A-Za-z]+)(\([^)]*\))?/g, (_, name: string) => values[name]);

beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

describe("another user's resource, on every route whose path names one", () => {
  it('every such route in the router is listed here, as owned or as public', () => {
    expect(routesNamingThings.length).toBeGreaterThanOrEqual(Object.keys(OWNED_ROUTES).length);
    const unlisted = routesNamingThings.map(key).filter((route) => !(route in OWNED_ROUTES) && !(route in PUBLIC_ROUTES));
    expect(unlisted).toEqual([]);
    // And nothing listed has gone from the router.
    expect(Object.keys(OWNED_ROUTES).filter((route) => !routesNamingThings.map(key).includes(route))).toEqual([]);
  });

  for (const [route, kindName] of Object.entries(OWNED_ROUTES)) {
    const kind = KINDS[kindName];
    it(`${route}: another user's call with the owner's ${kindName} changes nothing of it${kind.callersOwn ? '' : ' (404)'}`, async () => {
      const [owner, other] = await Promise.all([signUp('owner-'), signUp('other-')]);
      const made = await kind.make(owner, other);
      const before = await made.seen();
      const [method, path] = route.split(' ');
      const res = await (api() as any)
        [method.toLowerCase()](fill(path, made.params))
        .set(other.auth)
        .send(CHANGES[kindName] ?? {});
      if (kind.callersOwn) {
        expect(res.status).toBeLessThan(500);
        expect(res.status).not.toBe(403);
      } else {
        expect(res.status).toBe(404);
        expect(res.body.error.message).toEqual(expect.any(String));
      }
      expect(await made.seen()).toEqual(before);
    });
  }
});
