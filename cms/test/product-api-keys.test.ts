import crypto from 'node:crypto';
import {
  AUTH_MESSAGES,
  PRODUCT_API_KEY_LIMITS,
  PRODUCT_API_KEY_MESSAGES as M,
  PRODUCT_RECORD_MESSAGES,
  type ProductApiKey,
  type ProductApiKeyCreated,
  type ProductRecord,
} from '@platform/shared';
import { signUp, type Account } from './accounts';
import { api, bearer, marker, tokenFor } from './api-client';
import { sql } from './database';

// The API integration template: a user's keys for the product, and the product's API (its records) called with one.
type Auth = Record<string, string>;
const keysOf = (productId: string) => `/api/product-areas/${productId}/api-keys`;
const recordsOf = (productId: string) => `/api/product-areas/${productId}/records`;
const withKey = (key: string): Auth => ({ 'X-Api-Key': key });
const listKeys = (productId: string, auth: Auth) => api().get(keysOf(productId)).set(auth);
const createKey = (productId: string, auth: Auth, body: object) => api().post(keysOf(productId)).set(auth).send(body);
const revoke = (productId: string, auth: Auth, keyId: number | string) =>
  api()
    .delete(`${keysOf(productId)}/${keyId}`)
    .set(auth);
const listRecords = (productId: string, auth: Auth) => api().get(recordsOf(productId)).set(auth);

let admin: Auth;
async function makeProduct(template: string, hasAuth: boolean): Promise<string> {
  const id = marker('keys');
  const res = await api()
    .post('/api/admin/products')
    .set(admin)
    .send({ id, name: `API ${id}`, description: 'Et produkt fra veiviseren', template, hasAuth });
  expect(res.status).toBe(201);
  return id;
}

/** A new account with an active subscription to each product. */
async function subscriber(...productIds: string[]): Promise<Account> {
  const account = await signUp('keys-');
  for (const productId of productIds) {
    const granted = await api().post(`/api/admin/users/${account.user.id}/products/${productId}`).set(admin).send({ subscriptionStatus: 'active' });
    expect(granted.status).toBeLessThan(300);
  }
  return account;
}

async function newKey(productId: string, account: Account, name = 'Lagersystem'): Promise<ProductApiKeyCreated> {
  const res = await createKey(productId, account.auth, { name });
  expect(res.status).toBe(201);
  return res.body;
}

let apiId: string;
let otherApiId: string;
let openApiId: string;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
  [apiId, otherApiId, openApiId] = await Promise.all([
    makeProduct('api-integration', true),
    makeProduct('api-integration', true),
    makeProduct('api-integration', false),
  ]);
});

describe('API keys', () => {
  it('shows the full key once, in the create answer, and never in the list or the database', async () => {
    const owner = await subscriber(apiId);
    const created = await createKey(apiId, owner.auth, { name: '  Lagersystem ' });
    expect(created.status).toBe(201);
    const { key, apiKey }: ProductApiKeyCreated = created.body;
    expect(key).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Lagersystem', prefix: key.slice(0, 10), lastUsedAt: null });
    expect(new Date(apiKey.createdAt).toISOString()).toBe(apiKey.createdAt);

    const second = await newKey(apiId, owner, 'Nettbutikk');
    const listed = await listKeys(apiId, owner.auth);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ keys: [second.apiKey, apiKey], apiCalls: 0 });
    expect(JSON.stringify(listed.body)).not.toContain(key);

    const rows = await sql('SELECT * FROM product_api_keys WHERE id = ?', [apiKey.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].key_hash).toBe(crypto.createHash('sha256').update(key).digest('hex'));
    expect(Object.values(rows[0]).map(String)).not.toContain(key);
  });

  it('lets the key list, create, read, edit and delete its user’s records, counted as API calls, and notes its use', async () => {
    const [owner, other] = await Promise.all([subscriber(apiId), subscriber(apiId)]);
    const { key, apiKey } = await newKey(apiId, owner);
    const created = await api().post(recordsOf(apiId)).set(withKey(key)).send({ title: 'Fra lageret' });
    expect(created.status).toBe(201);
    const record: ProductRecord = created.body;
    // The key's records are its user's: the same list signed in, and none of another user's.
    expect((await listRecords(apiId, owner.auth)).body.records).toEqual([record]);
    expect((await listRecords(apiId, withKey(key))).body.records).toEqual([record]);
    expect((await listRecords(apiId, other.auth)).body.total).toBe(0);

    const one = `${recordsOf(apiId)}/${record.id}`;
    expect((await api().get(one).set(withKey(key))).body).toEqual(record);
    const edited = await api().put(one).set(withKey(key)).send({ title: 'Endret fra lageret' });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Endret fra lageret');
    expect((await api().delete(one).set(withKey(key))).status).toBe(204);
    expect((await api().get(one).set(owner.auth)).status).toBe(404);

    const listed = (await listKeys(apiId, owner.auth)).body;
    // Five calls with the key, one signed in before the edit; the key list itself counts none.
    expect(listed.apiCalls).toBe(6);
    expect(listed.keys[0].lastUsedAt).not.toBeNull();
    const [row] = await sql<{ last_used_at: unknown }>('SELECT last_used_at FROM product_api_keys WHERE id = ?', [apiKey.id]);
    expect(row.last_used_at).not.toBeNull();
  });

  it('refuses a revoked key, an unknown one and another product’s with 401, also in a product open to anyone', async () => {
    const owner = await subscriber(apiId, otherApiId);
    const { key, apiKey } = await newKey(apiId, owner);
    const { key: otherKey } = await newKey(otherApiId, owner);
    expect((await listRecords(apiId, withKey(key))).status).toBe(200);

    const elsewhere = await listRecords(apiId, withKey(otherKey));
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.error.message).toBe(M.invalidKey);
    expect((await listRecords(openApiId, withKey(key))).status).toBe(401);
    const unknown = await listRecords(openApiId, withKey('pk_not-a-key'));
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe(M.invalidKey);
    expect((await api().post(recordsOf(apiId)).set(withKey('')).send({ title: 'Nei' })).status).toBe(401);

    expect((await revoke(apiId, owner.auth, apiKey.id)).status).toBe(204);
    const revoked = await listRecords(apiId, withKey(key));
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.message).toBe(M.invalidKey);
    expect((await listKeys(apiId, owner.auth)).body.keys).toEqual([]);
  });

  it('does not let a key manage keys: the key routes take a bearer token only', async () => {
    const owner = await subscriber(apiId);
    const { key, apiKey } = await newKey(apiId, owner);
    for (const res of [
      await listKeys(apiId, withKey(key)),
      await createKey(apiId, withKey(key), { name: 'Ny' }),
      await revoke(apiId, withKey(key), apiKey.id),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(M.bearerOnly);
    }
    expect((await listKeys(apiId, owner.auth)).body.keys).toEqual([apiKey]);
    // Not in a product open to anyone either, where a caller without a token is let into the area.
    const openOwner = await signUp('keys-');
    const { key: openKey } = await newKey(openApiId, openOwner);
    expect((await createKey(openApiId, withKey(openKey), { name: 'Ny' })).status).toBe(401);
    const anonymous = await listKeys(openApiId, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(AUTH_MESSAGES.missingToken);
    expect((await listKeys(apiId, {})).status).toBe(401);
    expect((await listKeys(openApiId, openOwner.auth)).body.keys).toHaveLength(1);
  });

  it('keeps a user’s keys from another user: not listed, and 404 on revoking', async () => {
    const [owner, other] = await Promise.all([subscriber(apiId), subscriber(apiId)]);
    const { key, apiKey } = await newKey(apiId, owner);
    expect((await listKeys(apiId, other.auth)).body.keys).toEqual([]);
    const refused = await revoke(apiId, other.auth, apiKey.id);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(M.notFound);
    expect((await revoke(apiId, owner.auth, 'not-a-number')).status).toBe(404);
    expect((await revoke(apiId, owner.auth, 2_000_000_000)).status).toBe(404);
    expect((await listRecords(apiId, withKey(key))).status).toBe(200);
  });

  it('answers 404 with the message for a product of another template', async () => {
    const [crudId, customId] = await Promise.all([makeProduct('crud', true), makeProduct('custom', true)]);
    for (const productId of [crudId, customId]) {
      const res = await listKeys(productId, admin);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(M.notApiProduct);
      expect((await createKey(productId, admin, { name: 'Nei' })).status).toBe(404);
    }
    expect((await sql('SELECT id FROM product_api_keys WHERE product_slug IN (?, ?)', [crudId, customId])).length).toBe(0);
    // The custom template has no records either; the API template has.
    expect((await listRecords(customId, admin)).body.error.message).toBe(PRODUCT_RECORD_MESSAGES.notCrud);
    expect((await listRecords(apiId, admin)).status).toBe(200);
  });

  it('answers the name’s message and makes nothing for a refused name', async () => {
    const owner = await subscriber(apiId);
    const empty = await createKey(apiId, owner.auth, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.errors).toEqual([{ field: 'name', message: M.nameRequired }]);
    const long = await createKey(apiId, owner.auth, { name: 'x'.repeat(PRODUCT_API_KEY_LIMITS.name + 1) });
    expect(long.status).toBe(400);
    expect(long.body.error.details.errors).toEqual([{ field: 'name', message: M.nameTooLong }]);
    expect((await listKeys(apiId, owner.auth)).body.keys).toEqual([]);
  });

  it('refuses the eleventh key with 409 and makes it after one is revoked', async () => {
    const owner = await subscriber(apiId);
    const made: ProductApiKey[] = [];
    for (let i = 1; i <= PRODUCT_API_KEY_LIMITS.perUserAndProduct; i += 1) made.push((await newKey(apiId, owner, `Nøkkel ${i}`)).apiKey);
    const refused = await createKey(apiId, owner.auth, { name: 'For mange' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(M.tooMany);
    expect((await listKeys(apiId, owner.auth)).body.keys).toHaveLength(PRODUCT_API_KEY_LIMITS.perUserAndProduct);
    // The limit is per product.
    await api().post(`/api/admin/users/${owner.user.id}/products/${otherApiId}`).set(admin).send({ subscriptionStatus: 'active' });
    expect((await createKey(otherApiId, owner.auth, { name: 'Annet produkt' })).status).toBe(201);
    expect((await revoke(apiId, owner.auth, made[0].id)).status).toBe(204);
    expect((await createKey(apiId, owner.auth, { name: 'Erstatter' })).status).toBe(201);
  });

  it('refuses the key of a suspended account, and of a user without access to the product', async () => {
    const owner = await subscriber(apiId);
    const { key } = await newKey(apiId, owner);
    await sql('UPDATE up_users SET account_status = ? WHERE id = ?', ['suspended', owner.user.id]);
    const suspended = await listRecords(apiId, withKey(key));
    expect(suspended.status).toBe(401);
    expect(suspended.body.error.message).toBe(AUTH_MESSAGES.accountSuspended);

    const lapsed = await subscriber(apiId);
    const { key: lapsedKey } = await newKey(apiId, lapsed);
    expect((await api().delete(`/api/admin/users/${lapsed.user.id}/products/${apiId}`).set(admin)).status).toBeLessThan(300);
    const refused = await listRecords(apiId, withKey(lapsedKey));
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toMatchObject({ reason: 'noAccess' });
  });
});
