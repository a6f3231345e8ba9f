import { useApiUrl, useCustom, useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import type { MissingProduct } from '@platform/shared';
import { NO_NOTICES } from '../../../utils/server-message';
import { PRODUCTS_RESOURCE } from '../labels';

export interface SyncResults {
  synced: string[];
  failed: { id: string; error: string }[];
}

/** The product modules in code without a product (read while the dialog is open), and the sync of chosen ones. */
export function useProductSync(open: boolean) {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const url = `${apiUrl}/${PRODUCTS_RESOURCE}/sync`;
  const { query } = useCustom<{ missingProducts: MissingProduct[] }, HttpError>({
    url,
    method: 'get',
    // Always the code as it is now: each opening asks again.
    queryOptions: { enabled: open, gcTime: 0, staleTime: 0 },
    ...NO_NOTICES,
  });
  const { mutateAsync, mutation } = useCustomMutation<{ results: SyncResults }, HttpError, { productIds: string[]; syncAll: boolean }>();
  const sync = async (productIds: string[]) => {
    const { data } = await mutateAsync({ url, method: 'post', values: { productIds, syncAll: false }, ...NO_NOTICES });
    await Promise.all([invalidate({ resource: PRODUCTS_RESOURCE, invalidates: ['list'] }), query.refetch()]);
    return data.results;
  };
  const answer = query.data?.data?.missingProducts;
  return {
    missing: Array.isArray(answer) ? answer : [],
    loading: query.isFetching,
    failed: query.isError,
    sync,
    syncing: mutation.isPending,
  };
}
