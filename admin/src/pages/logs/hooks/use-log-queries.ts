import { useApiUrl, useCustom, useCustomMutation, useInvalidate, useList, type CrudFilter, type HttpError } from '@refinedev/core';
import { LOG_LIMITS, type LogEntry, type LogPage, type LogStats } from '@platform/shared';
import { useOneOffRead } from '../../../hooks/use-one-off-read';
import { failureNotice } from '../../../utils/server-message';
import { LOG_TEXTS } from '../labels';

export const LOGS_RESOURCE = 'logs';

/** A refetch every `refreshMs` while auto-refresh is on, else none. */
export type RefetchInterval = number | false;

/** One page of entries, newest first: `_start`/`_end` and the filters as query parameters, the total from x-total-count. */
export function useLogPage(filters: CrudFilter[], page: number, refetchInterval: RefetchInterval) {
  const { result, query } = useList<LogEntry, HttpError>({
    resource: LOGS_RESOURCE,
    pagination: { currentPage: page, pageSize: LOG_LIMITS.pageSize, mode: 'server' },
    filters,
    // The previous page stays on screen while the next one loads, so the table does not jump.
    queryOptions: { refetchInterval, placeholderData: (previous) => previous },
    errorNotification: failureNotice(LOG_TEXTS.loadFailed),
  });
  return {
    entries: result.data,
    total: result.total ?? 0,
    // First load, or a new page or filter on its way (a background refresh shows no spinner).
    loading: query.isLoading || query.isPlaceholderData,
  };
}

/** The stat cards' figures over every stored entry, or the last `days` days. */
export function useLogStats(days: number | null, refetchInterval: RefetchInterval) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<LogStats, HttpError>({
    url: `${apiUrl}/${LOGS_RESOURCE}/stats`,
    method: 'get',
    config: days ? { query: { days } } : {},
    queryOptions: { refetchInterval },
    errorNotification: failureNotice(LOG_TEXTS.statsFailed),
  });
  return { stats: query.data?.data, loading: query.isLoading };
}

/** A one-off read of up to exportMax entries matching the list's filters, for the CSV export. */
export function useReadLogsForExport(filters: CrudFilter[]) {
  const apiUrl = useApiUrl();
  const oneOffRead = useOneOffRead();
  return async (): Promise<LogPage> => {
    const { data } = await oneOffRead((provider) =>
      provider.custom!<LogPage>({
        url: `${apiUrl}/${LOGS_RESOURCE}`,
        method: 'get',
        filters,
        query: { export: 'true', limit: LOG_LIMITS.exportMax, page: 1 },
      }),
    );
    if (!Array.isArray(data?.logs)) throw new Error('The export answered no list of logs.');
    return data;
  };
}

interface CleanupAnswer {
  deletedCount: number;
  archivedCount: number;
}

/** Deletes the entries older than `days`, then refetches the table and the stats. A refusal is told in a notice. */
export function useCleanupLogs() {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<CleanupAnswer, HttpError, { days: number }>();
  const cleanup = async (days: number): Promise<CleanupAnswer> => {
    const { data } = await mutateAsync({
      url: `${apiUrl}/${LOGS_RESOURCE}/cleanup`,
      method: 'post',
      values: { days },
      successNotification: false,
      errorNotification: failureNotice(LOG_TEXTS.cleanupFailed),
    });
    // 'all' covers the custom stats query too; only the queries on screen refetch.
    void invalidate({ resource: LOGS_RESOURCE, invalidates: ['all'] });
    return data;
  };
  return { cleanup, busy: mutation.isPending };
}
