import { useMemo } from 'react';
import { PRODUCT_AREA_MESSAGES, type AreaRefusal, type PlatformUser } from '@platform/shared';
import { ApiError, apiFetch } from '../../api/http';
import { getToken } from '../../auth';
import { useAreaSession } from './area-session';
import { downloadFile } from './file-download';

export interface AreaRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export interface AreaApi {
  request<T>(path: string, options?: AreaRequestOptions): Promise<T>;
  /**
   * Fetches a file (bearer token) and saves it under the server's Content-Disposition name, else `fallbackName`; with
   * a `body`, by a POST of it.
   */
  download(path: string, fallbackName: string, body?: unknown): Promise<void>;
}

/** Whether a refused call means the area is closed to the user: no valid sign-in, or the product guard's 403. */
export function isAreaRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 401) return true;
  return error.status === 403 && refusalReason(error) !== null;
}

/** The guard's reason in a 403's details, or null for another kind of 403. */
export function refusalReason(error: ApiError): AreaRefusal | null {
  const reason = (error.details as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' && Object.hasOwn(PRODUCT_AREA_MESSAGES, reason) ? (reason as AreaRefusal) : null;
}

/**
 * Area data calls: bearer token attached; a 401, or a 403 from the product guard, switches the frame to its sign-in
 * or refusal view (and the promise rejects with ApiError). The object is stable while the area is open.
 */
export function useAreaApi(): AreaApi {
  const { onRefused } = useAreaSession();
  return useMemo(() => {
    const guarded = async <T>(call: Promise<T>): Promise<T> => {
      try {
        return await call;
      } catch (error) {
        if (isAreaRefusal(error)) onRefused(error);
        throw error;
      }
    };
    return {
      request: <T>(path: string, { method = 'GET', body, signal }: AreaRequestOptions = {}) =>
        guarded(apiFetch<T>(path, { method, body, signal, token: getToken() })),
      download: (path: string, fallbackName: string, body?: unknown) => guarded(downloadFile(path, fallbackName, getToken(), body)),
    };
  }, [onRefused]);
}

/** The signed-in user inside a frame that requires sign-in (a public frame may have none). */
export function useAreaUser(): PlatformUser {
  const { user } = useAreaSession();
  if (!user) throw new Error('useAreaUser needs a product area that requires sign-in');
  return user;
}
