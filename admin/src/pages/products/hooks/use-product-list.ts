import { useApiUrl, useCustom, useList, type HttpError } from '@refinedev/core';
import type { ProductListItem, RecentProduct } from '@platform/shared';
import { PRODUCTS_RESOURCE } from '../labels';
import type { ProductFilters } from './use-product-filters';

export interface ProductCounts {
  total: number;
  active: number;
  inactive: number;
  archived: number;
}

/** Totalt counts every product that is not deleted; active and inactive count only those not archived. */
export function countProducts(products: ProductListItem[]): ProductCounts {
  const live = products.filter((product) => !product.archived_at);
  return {
    total: products.length,
    active: live.filter((product) => product.is_active).length,
    inactive: live.filter((product) => !product.is_active).length,
    archived: products.length - live.length,
  };
}

/** The products the filters let through; archived ones only when asked for. */
export function filterProducts(products: ProductListItem[], { q, active, stage, showArchived }: ProductFilters): ProductListItem[] {
  const needle = q.toLowerCase();
  return products.filter(
    (product) =>
      (showArchived || !product.archived_at) &&
      (active === 'all' || product.is_active === (active === 'active')) &&
      (stage === 'all' || product.status === stage) &&
      (!needle || [product.name, product.description, product.short_description, product.id].some((field) => field?.toLowerCase().includes(needle))),
  );
}

/** Every product (the API answers them all, archived ones marked), so counts and filters work in the page. */
export function useProductList() {
  const { result, query } = useList<ProductListItem, HttpError>({
    resource: PRODUCTS_RESOURCE,
    pagination: { mode: 'off' },
    // The page says itself that loading failed, with a retry.
    errorNotification: false,
  });
  return { products: result.data, loading: query.isLoading, failed: query.isError, retry: () => void query.refetch() };
}

/** The products this administrator opened last ('Nylig brukt'); a failure only leaves the section out. */
export function useRecentProducts() {
  const apiUrl = useApiUrl();
  const { query } = useCustom<RecentProduct[], HttpError>({
    url: `${apiUrl}/${PRODUCTS_RESOURCE}/recent`,
    method: 'get',
    errorNotification: false,
  });
  const answer = query.data?.data;
  return Array.isArray(answer) ? answer : [];
}
