import { DEMO_PASSWORD } from './api-client';
import { startExtraStrapi } from './extra-strapi';

/**
 * The one helper the product areas call to count use (searches, API calls, downloads) and the last opening, on a
 * server of its own; what it counts shows on the admin's user view.
 */
describe('product usage counters', () => {
  let extra: Awaited<ReturnType<typeof startExtraStrapi>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    extra = await startExtraStrapi({ LOG_LEVEL: 'error' });
    const signIn = await extra.api().post('/api/auth/local').send({ identifier: 'admin@demo.no', password: DEMO_PASSWORD });
    auth = { Authorization: `Bearer ${signIn.body.jwt}` };
  }, 60_000);
  afterAll(async () => {
    await extra?.stop();
  });

  it('counts every use made at once, and the last opening, per user and product', async () => {
    const user = (await extra.api().get('/api/admin/users').query({ q: 'basis@demo.no' }).set(auth)).body.users[0];
    await extra.api().post(`/api/admin/users/${user.id}/products/portfolio`).set(auth).send({});
    const usage = extra.strapi.service('api::product-usage.product-usage') as unknown as {
      record(userId: number, product: string, use: string, now?: Date): Promise<void>;
    };
    const opened = new Date('2026-11-20T08:00:00.000Z');
    // Forty-one uses at once: a read-then-write counter would lose some of them. Each one is an opening too.
    await Promise.all([
      ...Array.from({ length: 25 }, () => usage.record(user.id, 'portfolio', 'searches', opened)),
      ...Array.from({ length: 10 }, () => usage.record(user.id, 'portfolio', 'apiCalls', opened)),
      ...Array.from({ length: 5 }, () => usage.record(user.id, 'portfolio', 'dataDownloads', opened)),
      usage.record(user.id, 'portfolio', 'open', opened),
    ]);
    const shown = (await extra.api().get(`/api/admin/users/${user.id}`).set(auth)).body;
    const portfolio = shown.products.find((product: { productId: string }) => product.productId === 'portfolio');
    expect(portfolio).toMatchObject({ lastLogin: opened.toISOString(), usage: { searches: 25, apiCalls: 10, dataDownloads: 5 } });
  });
});
