import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './sign-in';

export async function adminAuth(request: APIRequestContext): Promise<{ Authorization: string }> {
  const { jwt } = await (await request.post('/api/auth/local', { data: { identifier: 'admin@demo.no', password: DEMO_PASSWORD } })).json();
  return { Authorization: `Bearer ${jwt}` };
}

interface MadeProduct {
  id: string;
  name: string;
}

/**
 * Products a spec's tests make (in the wizard or through the admin API), deleted by their exact name after each test
 * however it ended: other tests count the demo products. Call once at the top of the spec.
 */
export function deletesMadeProducts() {
  let made: MadeProduct | null = null;
  test.afterEach(async ({ request }) => {
    if (!made) return;
    const removed = await request.delete(`/api/admin/products/${made.id}?confirmName=${encodeURIComponent(made.name)}`, {
      headers: await adminAuth(request),
    });
    expect(removed.ok()).toBe(true);
    made = null;
  });
  return {
    /** A product the test made in the wizard. */
    remember(product: MadeProduct) {
      made = product;
    },
    /** Makes a product through the wizard's call (`POST /api/admin/products`). */
    async create(request: APIRequestContext, draft: MadeProduct & Record<string, unknown>) {
      const res = await request.post('/api/admin/products', { headers: await adminAuth(request), data: draft });
      expect(res.status()).toBe(201);
      made = { id: draft.id, name: draft.name };
    },
  };
}
