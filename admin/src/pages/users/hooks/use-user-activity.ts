import { useList, type HttpError } from '@refinedev/core';
import { USER_PAGE_SIZE, type LogEntry } from '@platform/shared';
import { failureNotice } from '../../../utils/server-message';
import { USERS_RESOURCE, USER_TEXTS } from '../labels';

/** One page of the user's log entries, newest first: a simple-rest list (`_start`/`_end`, total in x-total-count). */
export function useUserActivity(userId: number, page: number) {
  const { result, query } = useList<LogEntry, HttpError>({
    resource: `${USERS_RESOURCE}/${userId}/activity`,
    pagination: { currentPage: page, pageSize: USER_PAGE_SIZE, mode: 'server' },
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: failureNotice(USER_TEXTS.activityFailed),
  });
  return { entries: result.data, total: result.total ?? 0, loading: query.isLoading || query.isPlaceholderData };
}
