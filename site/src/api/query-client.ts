import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

const RETRIES = 2;

/** A failed read is tried again only when trying again can help: no answer at all, or a server fault (5xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= RETRIES) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

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
