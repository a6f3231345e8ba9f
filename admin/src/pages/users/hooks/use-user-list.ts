import { useApiUrl, useCustom, type HttpError } from '@refinedev/core';
import type { AdminUserList } from '@platform/shared';
import { USERS_RESOURCE } from '../labels';
import type { UserFilters } from './use-user-filters';

/** The list call's query: the filters the server knows, default values left out, and the page as `_start`/`_end`. */
export function listQuery({ q, type, emailStatus, product, page, pageSize }: UserFilters): Record<string, string | number> {
  const start = (page - 1) * pageSize;
  return {
    ...(q ? { q } : {}),
    ...(type !== 'all' ? { type } : {}),
    ...(emailStatus !== 'all' ? { emailStatus } : {}),
    ...(product ? { product } : {}),
    _start: start,
    _end: start + pageSize,
  };
}

/**
 * One page of users with the totals over all users. The answer is an object (users, total, stats, warning), not
 * simple-rest's array, so it is a custom call. The page says a failure itself, in a red panel: no notice.
 */
export function useUserList(filters: UserFilters) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<AdminUserList, HttpError>({
    url: `${apiUrl}/${USERS_RESOURCE}`,
    method: 'get',
    config: { query: listQuery(filters) },
    // The previous page stays on screen while the next one loads, so the table does not jump.
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: false,
  });
  const answer = query.data?.data;
  return {
    users: answer?.users ?? [],
    total: answer?.total ?? 0,
    stats: answer?.stats,
    warning: answer?.warning ?? null,
    error: query.error,
    // First load, or a new page or filter on its way.
    loading: query.isLoading || query.isPlaceholderData,
  };
}
