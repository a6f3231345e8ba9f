import { PRODUCTS, type Product } from '../products';
import { ApiError, apiFetch } from './http';

/**
 * The platform's products. GET /api/products does not exist yet: a 404 or an unreachable server falls back to the
 * static list, so the page needs no change when the endpoint arrives. Expected shape: `{ data: Product[] }`.
 */
export async function fetchProducts(signal?: AbortSignal): Promise<Product[]> {
  try {
    const body = await apiFetch<{ data: Product[] }>('/api/products', { signal });
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && isUnavailable(error)) return PRODUCTS;
    throw error;
  }
}

// A 5xx without Strapi's error body comes from a proxy (e.g. `vite` dev with Strapi down): the API is unreachable.
function isUnavailable(error: ApiError): boolean {
  return error.status === 404 || error.status === 0 || (error.status >= 500 && !error.message);
}
