import { AUTH_MESSAGES, PRODUCT_AREA_MESSAGES, PRODUCT_NAMES, TRIAL_MESSAGES, type ProductAccess } from '@platform/shared';
import { signUp, verifiedAccount } from './accounts';
import { api, bearer, tokenFor } from './api-client';
import { dbTime, sql } from './database';

// The guard every product area's data call goes through, seen through the area frame's first call.
const open = (productId: string, auth: Record<string, string> = {}) => api().post(`/api/product-areas/${productId}/open`).set(auth);

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

/** How many openings of the product are stored for the user (0 or 1: one usage row per user and product). */
async function openings(userId: number, productId: string): Promise<number> {
  const rows = await sql('SELECT last_login_at FROM product_usages WHERE user_id = ? AND product_slug = ? AND last_login_at IS NOT NULL', [
    userId,
    productId,
  ]);
  return rows.length;
}

describe('product area access', () => {
  it('answers 401 without a token and 404 for a product visitors cannot see', async () => {
    const anonymous = await open('auto');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(AUTH_MESSAGES.missingToken);
    const account = await signUp('area-');
    const unknown = await open('no-such-product', account.auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(TRIAL_MESSAGES.unknownProduct);
  });

  it('refuses a user without access with the reason and whether a trial can be started, and counts nothing', async () => {
    const account = await signUp('area-');
    const refused = await open('auto', account.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(PRODUCT_AREA_MESSAGES.noAccess(PRODUCT_NAMES.auto));
    expect(refused.body.error.details).toEqual({ reason: 'noAccess', trialAvailable: true });
    expect(await openings(account.user.id as number, 'auto')).toBe(0);
  });

  it('lets a user with a running trial in and counts the opening; an ended trial is refused with its reason', async () => {
    const account = await verifiedAccount();
    expect((await api().post('/api/auth/start-trial').set(account.auth).send({ productId: 'auto' })).status).toBe(201);
    const opened = await open('auto', account.auth);
    expect(opened.status).toBe(200);
    expect(opened.body.product as ProductAccess).toMatchObject({ productId: 'auto', hasAccess: true, trialActive: true });
    expect(await openings(account.user.id as number, 'auto')).toBe(1);

    await sql("UPDATE product_subscriptions SET trial_end = ? WHERE user_id = ? AND product_slug = 'auto'", [
      dbTime(new Date(Date.now() - 60_000)),
      account.user.id,
    ]);
    const ended = await open('auto', account.auth);
    expect(ended.status).toBe(403);
    expect(ended.body.error.message).toBe(PRODUCT_AREA_MESSAGES.trialEnded(PRODUCT_NAMES.auto));
    expect(ended.body.error.details).toEqual({ reason: 'trialEnded', trialAvailable: false });
  });

  it('lets a subscriber and an administrator in; the administrator’s opening leads his recently used products', async () => {
    const account = await signUp('area-');
    await api().post(`/api/admin/users/${account.user.id}/products/portfolio`).set(admin).send({ subscriptionStatus: 'active' });
    expect((await open('portfolio', account.auth)).status).toBe(200);

    expect((await open('data', admin)).status).toBe(200);
    const recent = (await api().get('/api/admin/products/recent').set(admin)).body;
    expect(recent[0]).toMatchObject({ id: 'data', name: PRODUCT_NAMES.data });
  });
});
