import { ApiError } from '../../api/http';
import type { Messages } from '../../i18n';

/** The server's own message when it sent one, else a translated fallback. */
export function errorText(error: unknown, t: Messages): string {
  if (error instanceof ApiError) return error.message || (error.status === 0 ? t.errors.network : t.errors.generic);
  return t.errors.generic;
}
