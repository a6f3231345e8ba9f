import { AUTH_MESSAGES, PRODUCT_IDS, TRIAL_MESSAGES, trialDaysLeft, type ProductAccess } from '@platform/shared';
import { api, bearer, marker, tokenFor } from './api-client';
import { signUp, verifiedAccount } from './accounts';
import { dbTime, sql } from './database';

async function accessOf(auth: Record<string, string>): Promise<{ products: ProductAccess[]; isAdmin: boolean }> {
  const res = await api().get('/api/auth/product-access').set(auth);
  expect(res.status).toBe(200);
  return res.body;
}
const entry = (access: { products: ProductAccess[] }, id: string) => access.products.find((p) => p.productId === id) as ProductAccess;
const startTrial = (auth: Record<string, string>, productId: unknown) => api().post('/api/auth/start-trial').set(auth).send({ productId });

describe('product access', () => {
  it('answers 401 with a clear message without a valid token', async () => {
    for (const [method, path] of [['get', '/api/auth/product-access'], ['post', '/api/auth/start-trial'], ['get', '/api/auth/subscriptions']] as const) {
      const anonymous = await api()[method](path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error.message).toBe(AUTH_MESSAGES.missingToken);
      const forged = await api()[method](path).set(bearer('not-a-token'));
      expect(forged.status).toBe(401);
      expect(forged.body.error.message).toBe(AUTH_MESSAGES.invalidToken);
    }
  });

  it('gives an administrator access to every active product', async () => {
    const access = await accessOf(bearer(await tokenFor(5)));
    expect(access.isAdmin).toBe(true);
    expect(access.products.map((p) => p.productId)).toEqual(expect.arrayContaining([...PRODUCT_IDS]));
    expect(access.products.every((p) => p.hasAccess)).toBe(true);
  });

  it('gives a standard user access to the product they subscribe to, and only to it', async () => {
    const access = await accessOf(bearer(await tokenFor(2)));
    expect(access.isAdmin).toBe(false);
    expect(entry(access, 'auto')).toEqual({
      productId: 'auto', name: 'Kjøretøydata', subscriptionStatus: 'active', trialActive: false, trialEndDate: null, trialAvailable: false, hasAccess: true,
      areaReady: true, launchDate: null, trialDays: 30,
    });
    expect(entry(access, 'property')).toMatchObject({ subscriptionStatus: 'inactive', trialActive: false, trialAvailable: true, hasAccess: false });
  });

  it('counts the days left of a running trial, rounded up', async () => {
    const property = entry(await accessOf(bearer(await tokenFor(3))), 'property');
    expect(property).toMatchObject({ subscriptionStatus: 'trial', trialActive: true, trialAvailable: false, hasAccess: true });
    expect(trialDaysLeft(property.trialEndDate as string, new Date())).toBe(10);
  });

  it('gives a user without subscription or trial no access to the products that need one', async () => {
    const account = await signUp();
    const access = await accessOf(account.auth);
    // Products other tests made without sign-in are open to everyone; the demo products all need access.
    const demo = access.products.filter((p) => (PRODUCT_IDS as readonly string[]).includes(p.productId));
    expect(demo).toHaveLength(PRODUCT_IDS.length);
    expect(demo.some((p) => p.hasAccess)).toBe(false);
    expect(access.products.every((p) => p.subscriptionStatus === 'inactive' && !p.trialActive && p.trialEndDate === null)).toBe(true);
  });
});

describe('starting a trial', () => {
  it('requires a confirmed e-mail address: 403 with the message, and nothing starts', async () => {
    const account = await signUp();
    const res = await startTrial(account.auth, 'property');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(TRIAL_MESSAGES.emailNotVerified);
    expect(entry(await accessOf(account.auth), 'property')).toMatchObject({ trialActive: false, trialAvailable: true, hasAccess: false });
  });

  it('starts a 30-day trial that gives access at once', async () => {
    const account = await verifiedAccount();
    const before = Date.now();
    const res = await startTrial(account.auth, 'portfolio');
    expect(res.status).toBe(201);
    const product: ProductAccess = res.body.product;
    expect(product).toMatchObject({ productId: 'portfolio', name: 'Min Portefølje', subscriptionStatus: 'trial', trialActive: true, trialAvailable: false, hasAccess: true });
    const end = new Date(product.trialEndDate as string).getTime();
    expect(end - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1_000);
    expect(end - Date.now()).toBeLessThanOrEqual(30 * 86_400_000);
    expect(trialDaysLeft(product.trialEndDate as string, new Date())).toBe(30);
    expect(entry(await accessOf(account.auth), 'portfolio')).toEqual(product);
  });

  it('gives one trial per user and product: a second start is 409', async () => {
    const account = await verifiedAccount();
    expect((await startTrial(account.auth, 'data')).status).toBe(201);
    const again = await startTrial(account.auth, 'data');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(TRIAL_MESSAGES.alreadyUsed);
    expect((await startTrial(account.auth, 'models')).status).toBe(201);
  });

  it('gives one trial even when two starts race', async () => {
    const account = await verifiedAccount();
    const statuses = (await Promise.all([startTrial(account.auth, 'auto'), startTrial(account.auth, 'auto'), startTrial(account.auth, 'auto')])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409, 409]);
    const rows = await sql('SELECT COUNT(*) AS n FROM product_subscriptions WHERE user_id = ? AND product_slug = ?', [account.user.id, 'auto']);
    expect(Number(rows[0].n)).toBe(1);
  });

  it("ends a subscription's access with its paid period, and gives it back when the period is renewed", async () => {
    const account = await verifiedAccount();
    expect((await startTrial(account.auth, 'portfolio')).status).toBe(201);
    const setPeriod = (end: Date) =>
      sql("UPDATE product_subscriptions SET status = 'active', trial_end = ?, current_period_end = ? WHERE user_id = ? AND product_slug = ?", [
        dbTime(new Date(Date.now() - 40 * 86_400_000)),
        dbTime(end),
        account.user.id,
        'portfolio',
      ]);

    await setPeriod(new Date(Date.now() - 60_000));
    expect(entry(await accessOf(account.auth), 'portfolio')).toMatchObject({ subscriptionStatus: 'expired', hasAccess: false });
    const listed = (await api().get('/api/auth/subscriptions').set(account.auth)).body.data;
    expect(listed).toEqual([expect.objectContaining({ productId: 'portfolio', status: 'expired', plan: null })]);

    await setPeriod(new Date(Date.now() + 30 * 86_400_000));
    expect(entry(await accessOf(account.auth), 'portfolio')).toMatchObject({ subscriptionStatus: 'active', hasAccess: true });
  });

  it('refuses a trial on top of an active subscription', async () => {
    const res = await startTrial(bearer(await tokenFor(2)), 'auto');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(TRIAL_MESSAGES.alreadyUsed);
  });

  it('answers 404 for an unknown or inactive product and 400 for a product without trial', async () => {
    const account = await verifiedAccount();
    for (const productId of ['no-such-product', '']) {
      const res = await startTrial(account.auth, productId);
      expect([400, 404]).toContain(res.status);
      expect(res.body.error.message).toBe(TRIAL_MESSAGES.unknownProduct);
    }
    expect((await startTrial(account.auth, 'no-such-product')).status).toBe(404);
    expect((await startTrial(account.auth, { slug: 'auto' })).status).toBe(400);

    const admin = bearer(await tokenFor(5));
    const idea = (await api().post('/api/admin/ideas').set(admin).send({ title: marker('Uten prøveperiode') })).body;
    const noTrial = (await api().post(`/api/admin/ideas/${idea.id}/convert`).set(admin).send({})).body.id;
    expect((await api().put(`/api/admin/products/${noTrial}`).set(admin).send({ is_active: true })).status).toBe(200);
    await sql('UPDATE products SET trial_enabled = FALSE WHERE slug = ?', [noTrial]);
    const refused = await startTrial(account.auth, noTrial);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(TRIAL_MESSAGES.notEnabled);
    expect(entry(await accessOf(account.auth), noTrial)).toMatchObject({ trialAvailable: false, hasAccess: false });

    await sql('UPDATE products SET is_active = FALSE, trial_enabled = TRUE WHERE slug = ?', [noTrial]);
    expect((await startTrial(account.auth, noTrial)).status).toBe(404);
    expect(entry(await accessOf(account.auth), noTrial)).toBeUndefined();
  });

  it('refuses a trial on a product whose site area is not built yet (409 with the reason), and says when it comes', async () => {
    const account = await verifiedAccount();
    const admin = bearer(await tokenFor(5));
    const idea = (await api().post('/api/admin/ideas').set(admin).send({ title: marker('Uten område') })).body;
    const unbuilt = (await api().post(`/api/admin/ideas/${idea.id}/convert`).set(admin).send({})).body.id;
    expect((await api().put(`/api/admin/products/${unbuilt}`).set(admin).send({ is_active: true })).status).toBe(200);
    expect(entry(await accessOf(account.auth), unbuilt)).toMatchObject({ areaReady: false, launchDate: null, trialAvailable: false, hasAccess: false });

    const refused = await startTrial(account.auth, unbuilt);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(TRIAL_MESSAGES.areaNotReady);
    const rows = await sql('SELECT COUNT(*) AS n FROM product_subscriptions WHERE user_id = ? AND product_slug = ?', [account.user.id, unbuilt]);
    expect(Number(rows[0].n)).toBe(0);

    await sql('UPDATE products SET launch_date = ? WHERE slug = ?', ['2027-03-01', unbuilt]);
    expect(entry(await accessOf(account.auth), unbuilt)).toMatchObject({ areaReady: false, launchDate: '2027-03-01', trialAvailable: false });
    const publicView = (await api().get(`/api/products/${unbuilt}`)).body.data;
    expect(publicView).toMatchObject({ areaReady: false, launchDate: '2027-03-01' });
  });
});
