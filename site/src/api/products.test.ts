import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS } from '../products';
import { fetchProducts } from './products';

const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('fetchProducts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the API when it answers', async () => {
    const fromApi = [{ ...PRODUCTS[0], name: 'Fra API' }];
    vi.stubGlobal('fetch', vi.fn(json(200, { data: fromApi })));
    expect(await fetchProducts()).toEqual(fromApi);
  });

  it('falls back to the static list on 404, a network error or a proxy error', async () => {
    vi.stubGlobal('fetch', vi.fn(json(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } })));
    expect(await fetchProducts()).toBe(PRODUCTS);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await fetchProducts()).toBe(PRODUCTS);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    expect(await fetchProducts()).toBe(PRODUCTS);
  });

  it("reports the server's own errors", async () => {
    vi.stubGlobal('fetch', vi.fn(json(403, { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } })));
    await expect(fetchProducts()).rejects.toThrow('Forbidden');
  });

  it('lists the six products with three features each', () => {
    expect(PRODUCTS.map((product) => product.id)).toEqual(['property', 'auto', 'portfolio', 'data', 'api-platform', 'models']);
    expect(PRODUCTS.every((product) => product.features.length === 3)).toBe(true);
  });
});
