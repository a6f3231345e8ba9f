import { useApiUrl, useCustom, type BaseRecord, type HttpError } from '@refinedev/core';
import type { DashboardFilters } from '@platform/shared';

/** The header's switches as a read's query parameters (every dashboard read sends them). */
export const filterQuery = (filters: DashboardFilters) => ({ excludeAdmins: filters.excludeAdmins, excludeTestUsers: filters.excludeTestUsers });

/**
 * One dashboard read under /api/admin with the header's two switches as its query; a change of either is a new read
 * (§4). The tab shows its own failure with a retry, so no notice pops up.
 */
export function useDashboardRead<T extends BaseRecord>(path: string, filters: DashboardFilters) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<T, HttpError>({
    url: `${apiUrl}/${path}`,
    method: 'get',
    config: { query: filterQuery(filters) },
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
