import { useApiUrl, useCustom, useInvalidate, useList, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useOneOffRead } from '../../../hooks/use-one-off-read';
import type { Idea } from '@platform/shared';

export interface IdeaStats {
  total: number;
  highPriority: number;
  avgScore: number;
  inValidation: number;
}

/** The summary cards' figures for the current filters and search. */
export function useIdeaStats(filters: CrudFilter[]) {
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<IdeaStats>({
    url: `${apiUrl}/ideas/stats`,
    method: 'get',
    config: { filters },
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: false,
  });
  return { stats: query.data ? (result.data as IdeaStats) : undefined, isLoading: query.isLoading };
}

/**
 * Every idea matching the filters, unpaged, with the list fields: the ranking and matrix views place all of them
 * at once, not one page.
 */
export function useAllMatchingIdeas(filters: CrudFilter[], sorters: CrudSort[], enabled: boolean) {
  const { query, result } = useList<Idea>({
    resource: 'ideas',
    pagination: { mode: 'off' },
    filters,
    sorters,
    meta: { queryParams: { fields: 'list' } },
    queryOptions: { enabled },
  });
  return { ideas: result.data, isLoading: query.isLoading };
}

/** A one-off fetch of every idea matching the filters with all fields, for exports. */
export function useFetchIdeasForExport(filters: CrudFilter[], sorters: CrudSort[]) {
  const oneOffRead = useOneOffRead();
  return async (): Promise<Idea[]> => {
    const { data } = await oneOffRead((provider) =>
      provider.getList<Idea>({ resource: 'ideas', pagination: { mode: 'off' }, filters, sorters, meta: { queryParams: { fields: 'all' } } }),
    );
    return data;
  };
}

/** Refetches everything the page shows about ideas: the table page, the unpaged views and the stats. */
export function useRefreshIdeas() {
  const invalidate = useInvalidate();
  // 'all' covers the custom stats query too; only the queries on screen refetch.
  return () => invalidate({ resource: 'ideas', invalidates: ['all'] });
}
