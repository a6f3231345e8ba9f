import { useState } from 'react';
import { useApiUrl, useCustom, type BaseRecord, type HttpError } from '@refinedev/core';
import type { DashboardFilters } from '@platform/shared';
import { customTarget } from '../../../providers/data-provider';
import { EARLY_READ_FRESH_MS, takeArrivedRead } from '../../../providers/early-reads';

/** The header's switches as a read's query parameters (every dashboard read sends them). */
export const filterQuery = (filters: DashboardFilters) => ({ excludeAdmins: filters.excludeAdmins, excludeTestUsers: filters.excludeTestUsers });

/**
 * One dashboard read under /api/admin with the header's two switches as its query; a change of either is a new read
 * (§4). The tab shows its own failure with a retry, so no notice pops up.
 */
export function useDashboardRead<T extends BaseRecord>(path: string, filters: DashboardFilters) {
  const apiUrl = useApiUrl();
  const url = `${apiUrl}/${path}`;
  const target = customTarget(url, { query: filterQuery(filters) });
  // The overview asked for while the app started (early-start.ts) is shown from the first frame, as fresh as when
  // asked; only for the address it was asked at (a switch turned since is a read of its own).
  const [arrived] = useState(() => {
    const read = takeArrivedRead(target);
    return read && { ...read, target };
  });
  const { query } = useCustom<T, HttpError>({
    url,
    method: 'get',
    config: { query: filterQuery(filters) },
    errorNotification: false,
    queryOptions:
      arrived?.target === target
        ? { initialData: { data: arrived.answer as T }, initialDataUpdatedAt: arrived.at, staleTime: EARLY_READ_FRESH_MS }
        : undefined,
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
