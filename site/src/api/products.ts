import type { ProductLocale, PublicProduct, PublicProductDetail } from '@platform/shared';
import { apiFetch } from './http';

/**
 * The products' texts in the site's language: English pages ask with ?locale=en; Norwegian, the API's default, asks
 * with no query, the same URLs the landing's HTML preloads (site/first-screen.ts).
 */
const inLocale = (path: string, locale: ProductLocale) => (locale === 'no' ? path : `${path}?locale=${locale}`);

/** Active products ordered by name (GET /api/products). */
export async function fetchProducts(locale: ProductLocale, signal?: AbortSignal): Promise<PublicProduct[]> {
  return (await apiFetch<{ data: PublicProduct[] }>(inLocale('/api/products', locale), { signal })).data;
}

/** Featured products in their carousel order (GET /api/products/featured). */
export async function fetchFeaturedProducts(locale: ProductLocale, signal?: AbortSignal): Promise<PublicProduct[]> {
  return (await apiFetch<{ data: PublicProduct[] }>(inLocale('/api/products/featured', locale), { signal })).data;
}

/** One product with its landing texts in the language, links and plans; 404 for an unknown or inactive product. */
export async function fetchProduct(id: string, locale: ProductLocale, signal?: AbortSignal): Promise<PublicProductDetail> {
  return (await apiFetch<{ data: PublicProductDetail }>(inLocale(`/api/products/${encodeURIComponent(id)}`, locale), { signal })).data;
}
