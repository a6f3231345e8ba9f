import type { HttpError } from '@refinedev/core';
import { shouldRetryRead } from '@platform/shared';

/** Reads are retried only where that can help (see shouldRetryRead); a 401, 403 or 404 reaches the page at once. */
export const QUERY_CLIENT_CONFIG = {
  defaultOptions: {
    queries: { retry: (failureCount: number, error: unknown) => shouldRetryRead(failureCount, (error as Partial<HttpError>)?.statusCode) },
  },
};
