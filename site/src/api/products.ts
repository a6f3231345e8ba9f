import type { PublicProduct, PublicProductDetail } from '@platform/shared';
import { apiFetch } from './http';

/** Active products ordered by name (GET /api/products). */
export async function fetchProducts(signal?: AbortSignal): Promise<PublicProduct[]> {
  return (await apiFetch<{ data: PublicProduct[] }>('/api/products', { signal })).data;
}

/** Featured products in their carousel order (GET /api/products/featured). */
export async function fetchFeaturedProducts(signal?: AbortSignal): Promise<PublicProduct[]> {
  return (await apiFetch<{ data: PublicProduct[] }>('/api/products/featured', { signal })).data;
}

/** One product with its landing content; 404 for an unknown or inactive product. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<PublicProductDetail> {
  return (await apiFetch<{ data: PublicProductDetail }>(`/api/products/${encodeURIComponent(id)}`, { signal })).data;
}
