import { AUTH_MESSAGES, PRODUCT_RECORD_LIMITS, PRODUCT_RECORD_MESSAGES as M, PRODUCT_RECORDS_PAGE_SIZE, type ProductRecord } from '@platform/shared';
import { signUp, verifiedAccount, type Account } from './accounts';
import { api, bearer, marker, tokenFor } from './api-client';
import { sql } from './database';

// The CRUD template's records: per product and per user, behind the product area's guard.
type Auth = Record<string, string>;
const recordsOf = (productId: string) => `/api/product-areas/${productId}/records`;
const list = (productId: string, auth: Auth, page?: number) =>
  api()
    .get(recordsOf(productId))
    .query(page ? { page } : {})
    .set(auth);
const create = (productId: string, auth: Auth, body: object) => api().post(recordsOf(productId)).set(auth).send(body);

let admin: Auth;
async function makeProduct(template: string, hasAuth: boolean): Promise<string> {
  const id = marker('rec');
  const res = await api()
    .post('/api/admin/products')
    .set(admin)
    .send({ id, name: `Register ${id}`, description: 'Et produkt fra veiviseren', template, hasAuth });
  expect(res.status).toBe(201);
  return id;
}

let crudId: string;
let openCrudId: string;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
  [crudId, openCrudId] = await Promise.all([makeProduct('crud', true), makeProduct('crud', false)]);
});

describe('product records access', () => {
  it('answers 401 without a token, 403 with the reason without access, and 200 on a trial or to an administrator', async () => {
    const anonymous = await list(crudId, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(AUTH_MESSAGES.missingToken);
    const stranger = await signUp('records-');
    const refused = await list(crudId, stranger.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toMatchObject({ reason: 'noAccess' });
    expect((await create(crudId, stranger.auth, { title: 'Nei' })).status).toBe(403);

    const trial = await verifiedAccount();
    expect((await api().post('/api/auth/start-trial').set(trial.auth).send({ productId: crudId })).status).toBe(201);
    expect((await list(crudId, trial.auth)).body).toEqual({ records: [], total: 0, page: 1, pageSize: PRODUCT_RECORDS_PAGE_SIZE });
    expect((await list(crudId, admin)).status).toBe(200);
  });

  it('needs a signed-in user even in a product open to anyone, and counts each call as an API call', async () => {
    const anonymous = await create(openCrudId, {}, { title: 'Uten konto' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(AUTH_MESSAGES.missingToken);
    expect((await list(openCrudId, { Authorization: 'Bearer not-a-token' })).status).toBe(401);

    const account = await signUp('records-');
    expect((await create(openCrudId, account.auth, { title: 'Med konto' })).status).toBe(201);
    expect((await list(openCrudId, account.auth)).body.total).toBe(1);
    const [usage] = await sql<{ api_calls: number | string }>('SELECT api_calls FROM product_usages WHERE user_id = ? AND product_slug = ?', [
      account.user.id,
      openCrudId,
    ]);
    expect(Number(usage.api_calls)).toBe(2);
  });

  it('answers 404 with the message for a product without the CRUD template, and for an unknown product', async () => {
    const dashboardId = await makeProduct('analytics-dashboard', true);
    const res = await list(dashboardId, admin);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(M.notCrud);
    expect((await create(dashboardId, admin, { title: 'Nei' })).status).toBe(404);
    expect((await list('no-such-records-product', admin)).status).toBe(404);
  });
});

describe('product records', () => {
  let owner: Account;
  let other: Account;
  beforeAll(async () => {
    [owner, other] = await Promise.all([signUp('records-'), signUp('records-')]);
    const grants = await Promise.all(
      [owner, other].map((account) =>
        api().post(`/api/admin/users/${account.user.id}/products/${crudId}`).set(admin).send({ subscriptionStatus: 'active' }),
      ),
    );
    for (const granted of grants) expect(granted.status).toBeLessThan(300);
  });

  it('creates, reads, edits and deletes a record, trimmed', async () => {
    const created = await create(crudId, owner.auth, { title: '  Ordre 1 ', description: ' Kunde A ' });
    expect(created.status).toBe(201);
    const record: ProductRecord = created.body;
    expect(record).toMatchObject({ title: 'Ordre 1', description: 'Kunde A' });
    expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);

    const read = await api()
      .get(`${recordsOf(crudId)}/${record.id}`)
      .set(owner.auth);
    expect(read.body).toEqual(record);
    const edited = await api()
      .put(`${recordsOf(crudId)}/${record.id}`)
      .set(owner.auth)
      .send({ ...record, title: 'Ordre 1b' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: record.id, title: 'Ordre 1b', description: 'Kunde A', createdAt: record.createdAt });
    expect(
      (
        await api()
          .delete(`${recordsOf(crudId)}/${record.id}`)
          .set(owner.auth)
      ).status,
    ).toBe(204);
    const gone = await api()
      .get(`${recordsOf(crudId)}/${record.id}`)
      .set(owner.auth);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(M.notFound);
  });

  it('answers the field messages and stores nothing on a refused body', async () => {
    const before = (await list(crudId, owner.auth)).body.total;
    const empty = await create(crudId, owner.auth, { title: '   ', description: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.errors).toEqual([{ field: 'title', message: M.titleRequired }]);
    const long = await create(crudId, owner.auth, {
      title: 'x'.repeat(PRODUCT_RECORD_LIMITS.title + 1),
      description: 'y'.repeat(PRODUCT_RECORD_LIMITS.description + 1),
    });
    expect(long.body.error.details.errors).toEqual([
      { field: 'title', message: M.titleTooLong },
      { field: 'description', message: M.descriptionTooLong },
    ]);
    expect((await list(crudId, owner.auth)).body.total).toBe(before);
    const { body: kept } = await create(crudId, owner.auth, { title: 'Beholdes' });
    const refusedEdit = await api()
      .put(`${recordsOf(crudId)}/${kept.id}`)
      .set(owner.auth)
      .send({ title: '' });
    expect(refusedEdit.status).toBe(400);
    expect(
      (
        await api()
          .get(`${recordsOf(crudId)}/${kept.id}`)
          .set(owner.auth)
      ).body.title,
    ).toBe('Beholdes');
  });

  it('keeps a user’s records from another user: 404 for each call, never 403', async () => {
    const { body: record } = await create(crudId, owner.auth, { title: 'Privat' });
    const path = `${recordsOf(crudId)}/${record.id}`;
    const calls = [api().get(path).set(other.auth), api().put(path).set(other.auth).send({ title: 'Tatt' }), api().delete(path).set(other.auth)];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(M.notFound);
    }
    const theirs = (await list(crudId, other.auth)).body.records.map((r: ProductRecord) => r.id);
    expect(theirs).not.toContain(record.id);
    expect((await api().get(path).set(owner.auth)).body.title).toBe('Privat');
    expect(
      (
        await api()
          .get(`${recordsOf(crudId)}/not-a-number`)
          .set(owner.auth)
      ).status,
    ).toBe(404);
  });

  it('pages the records, the last changed first', async () => {
    const pager = await signUp('records-');
    await api().post(`/api/admin/users/${pager.user.id}/products/${crudId}`).set(admin).send({ subscriptionStatus: 'active' });
    const count = PRODUCT_RECORDS_PAGE_SIZE + 5;
    const ids: number[] = [];
    for (let i = 1; i <= count; i += 1) ids.push((await create(crudId, pager.auth, { title: `Post ${i}` })).body.id);

    const first = (await list(crudId, pager.auth)).body;
    expect(first).toMatchObject({ total: count, page: 1, pageSize: PRODUCT_RECORDS_PAGE_SIZE });
    expect(first.records.map((r: ProductRecord) => r.id)).toEqual([...ids].reverse().slice(0, PRODUCT_RECORDS_PAGE_SIZE));
    const second = (await list(crudId, pager.auth, 2)).body;
    expect(second.records.map((r: ProductRecord) => r.id)).toEqual([...ids].reverse().slice(PRODUCT_RECORDS_PAGE_SIZE));

    // An edit moves the record to the top.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await api()
      .put(`${recordsOf(crudId)}/${ids[0]}`)
      .set(pager.auth)
      .send({ title: 'Endret' });
    expect((await list(crudId, pager.auth)).body.records[0]).toMatchObject({ id: ids[0], title: 'Endret' });
  });
});
