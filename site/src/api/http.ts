import type { FieldError } from '@platform/shared';

/**
 * A failed API call: `status` 0 means the server could not be reached; `message` is the server's own text,
 * `fieldErrors` its message per field when it refused a form, and `details` Strapi's `error.details` as sent.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly details: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  /** Let the request outlive the page (visit tracking when the tab closes). */
  keepalive?: boolean;
}

/** JSON request to the same-origin API; throws ApiError with Strapi's `error.message` on failure. */
export async function apiFetch<T>(path: string, { method = 'GET', body, token, signal, keepalive }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      signal,
      keepalive,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, '');
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFrom(response.status, payload);
  return payload as T;
}

/** The ApiError for a refused call's status and JSON body (null when the body was not JSON). */
export function errorFrom(status: number, payload: unknown): ApiError {
  return new ApiError(status, errorMessage(payload), fieldErrorsOf(payload), (payload as { error?: { details?: unknown } } | null)?.error?.details);
}

function errorMessage(payload: unknown): string {
  const error = (payload as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : '';
}

/** Strapi's `error.details.errors` as the platform's validation answers carry them ({ field, message }). */
function fieldErrorsOf(payload: unknown): FieldError[] {
  const list = (payload as { error?: { details?: { errors?: unknown } } } | null)?.error?.details?.errors;
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is FieldError => typeof item?.field === 'string' && typeof item?.message === 'string');
}
