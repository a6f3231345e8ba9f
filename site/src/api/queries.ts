import { queryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { ProductLocale } from '@platform/shared';
import { fetchGmailConfig, fetchProductAccess, fetchSubscriptions } from './account';
import { fetchFeaturedProducts, fetchProduct, fetchProducts } from './products';

// The site's reads, each with its cache key; pages use them with TanStack Query's useQuery, and writes invalidate
// the keys they change.

export const productQueries = {
  all: (locale: ProductLocale) =>
    queryOptions({ queryKey: ['products', 'all', locale], queryFn: ({ signal }) => fetchProducts(locale, signal), meta: { what: 'Products' } }),
  featured: (locale: ProductLocale) =>
    queryOptions({
      queryKey: ['products', 'featured', locale],
      queryFn: ({ signal }) => fetchFeaturedProducts(locale, signal),
      meta: { what: 'Featured products' },
    }),
  one: (id: string, locale: ProductLocale) =>
    queryOptions({ queryKey: ['products', 'one', id, locale], queryFn: ({ signal }) => fetchProduct(id, locale, signal), meta: { what: 'Product' } }),
};

/** The signed-in user's own data, keyed by their token: another sign-in in the same tab never sees it. */
export const accountQueries = {
  productAccess: (token: string | null) =>
    queryOptions({ queryKey: ['account', token, 'product-access'], queryFn: ({ signal }) => fetchProductAccess(signal), meta: { what: 'Product access' } }),
  subscriptions: (token: string | null) =>
    queryOptions({ queryKey: ['account', token, 'subscriptions'], queryFn: ({ signal }) => fetchSubscriptions(signal), meta: { what: 'Subscriptions' } }),
  gmailConfig: () => queryOptions({ queryKey: ['gmail-config'], queryFn: ({ signal }) => fetchGmailConfig(signal), meta: { what: 'Gmail configuration' } }),
};

export type RemoteData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/** A query as the pages render it: loading (skeletons), ready with its data, or failed with the error. */
export function remoteState<T>(query: UseQueryResult<T>): RemoteData<T> {
  if (query.isSuccess) return { status: 'ready', data: query.data };
  if (query.isError) return { status: 'failed', error: query.error };
  return { status: 'loading' };
}
