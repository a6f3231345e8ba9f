import { QueryCache, QueryClient } from '@tanstack/react-query';
import { shouldRetryRead } from '@platform/shared';
import { ApiError } from './http';

/** See shouldRetryRead: a fetch that threw (no answer) has no status. */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  shouldRetryRead(failureCount, error instanceof ApiError ? error.status : undefined);

/**
 * The site's one cache of server data: answers stay fresh for 30 s (moving between pages does not refetch them), a
 * failed read is retried when that can help, and every failure except "not found" (an answer the page shows) is
 * logged under the query's `meta.what`.
 */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!(error instanceof ApiError && error.status === 404)) console.error(`${String(query.meta?.what ?? 'Data')} could not be loaded`, error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: options.retry === false ? false : shouldRetry },
    },
  });
}
