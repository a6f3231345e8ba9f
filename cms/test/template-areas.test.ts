import { AUTH_MESSAGES, WIZARD_TEMPLATES, type PublicProductDetail } from '@platform/shared';
import { signUp } from './accounts';
import { api, bearer, marker, tokenFor } from './api-client';
import { sql } from './database';

// The generic template areas' server side: the public detail carries what they draw, and the area guard opens a
// product without sign-in to anyone.
const open = (productId: string, auth: Record<string, string> = {}) => api().post(`/api/product-areas/${productId}/open`).set(auth);
const detail = async (productId: string): Promise<PublicProductDetail> => (await api().get(`/api/products/${productId}`).expect(200)).body.data;

async function usageRows(productId: string): Promise<number> {
  return (await sql('SELECT id FROM product_usages WHERE product_slug = ?', [productId])).length;
}

describe('template areas', () => {
  let admin: Record<string, string>;
  let openId: string;
  let closedId: string;
  beforeAll(async () => {
    admin = bearer(await tokenFor(5));
    openId = marker('tpl');
    closedId = marker('tpl');
    const base = { description: 'Et produkt fra veiviseren', features: ['Oversikt', 'Rapporter'] };
    const made = await Promise.all([
      api()
        .post('/api/admin/products')
        .set(admin)
        .send({ ...base, id: openId, name: 'Åpent dashbord', template: 'analytics-dashboard', hasAuth: false }),
      api()
        .post('/api/admin/products')
        .set(admin)
        .send({
          ...base,
          id: closedId,
          name: 'Lukket register',
          template: 'crud',
          hasAuth: true,
          routes: [
            { path: '/', name: 'Liste' },
            { path: '/[id]/edit', name: 'Rediger' },
          ],
        }),
    ]);
    expect(made.map((res) => res.status)).toEqual([201, 201]);
  });

  it('answers the template, the routes (stored, else the template’s) and hasAuth in the public detail', async () => {
    const openDetail = await detail(openId);
    expect(openDetail).toMatchObject({ template: 'analytics-dashboard', hasAuth: false, features: ['Oversikt', 'Rapporter'], areaReady: true });
    // The wizard sent no routes: the template's own.
    expect(openDetail.routes).toEqual(WIZARD_TEMPLATES['analytics-dashboard'].routes);
    const closed = await detail(closedId);
    expect(closed).toMatchObject({ template: 'crud', hasAuth: true });
    expect(closed.routes).toEqual([
      { path: '/', name: 'Liste' },
      { path: '/[id]/edit', name: 'Rediger' },
    ]);
  });

  it('lets an anonymous caller (or one with a bad token) into a product without sign-in, counting nothing', async () => {
    const anonymous = await open(openId);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.product).toMatchObject({ productId: openId, hasAccess: true });
    expect((await open(openId, { Authorization: 'Bearer not-a-token' })).status).toBe(200);
    expect(await usageRows(openId)).toBe(0);
  });

  it('lets a signed-in user without a grant in too, and counts the opening', async () => {
    const account = await signUp('tpl-');
    expect((await open(openId, account.auth)).status).toBe(200);
    expect(await usageRows(openId)).toBe(1);
  });

  it('keeps today’s rules for a product with sign-in', async () => {
    const anonymous = await open(closedId);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(AUTH_MESSAGES.missingToken);
    const account = await signUp('tpl-');
    expect((await open(closedId, account.auth)).status).toBe(403);
    expect((await open(closedId, admin)).status).toBe(200);
  });

  it('answers 401, not 404, to an anonymous caller for a product that does not exist', async () => {
    expect((await open('no-such-template-product')).status).toBe(401);
  });
});
