import { useApiUrl, useCustom, type BaseRecord, type HttpError } from '@refinedev/core';
import type { DashboardFilters } from '@platform/shared';

/**
 * One dashboard read under /api/admin with the header's two switches as its query; a change of either is a new read
 * (§4). The tab shows its own failure with a retry, so no notice pops up.
 */
export function useDashboardRead<T extends BaseRecord>(path: string, filters: DashboardFilters) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<T, HttpError>({
    url: `${apiUrl}/${path}`,
    method: 'get',
    config: { query: { excludeAdmins: filters.excludeAdmins, excludeTestUsers: filters.excludeTestUsers } },
    errorNotification: false,
  });
  return {
    data: query.data?.data,
    loading: query.isLoading,
    failed: query.isError,
    /** A read under way, the first or a retry. */
    fetching: query.isFetching,
    retry: () => void query.refetch(),
  };
}
