/** How often a failed read is tried again, at most. */
export const READ_RETRIES = 2;

/**
 * A failed read (admin app and site alike) is tried again only when trying again can help: no answer at all
 * (status 0 or none) or a server fault (5xx). A 4xx answer will not change: it reaches the page (or, for 401 and
 * 403, the sign-in and no-access handling) at once.
 */
export function shouldRetryRead(failureCount: number, status: number | undefined): boolean {
  if (failureCount >= READ_RETRIES) return false;
  return status === undefined || status === 0 || status >= 500;
}
