import { useCallback, useEffect, useState } from 'react';
import type { AreaRefusal, ProductAccess } from '@platform/shared';
import { ApiError, apiFetch } from '../../api/http';
import { clearToken, getToken } from '../../auth';
import { refusalReason } from './area-api';

export type AreaAccessState =
  | { status: 'checking' }
  | { status: 'open'; access: ProductAccess }
  | { status: 'refused'; message: string; reason: AreaRefusal | null; trialAvailable: boolean }
  | { status: 'notFound' }
  /** The server wants a sign-in (401): the frame sends the visitor to the product's sign-in page. */
  | { status: 'signedOut' }
  | { status: 'failed' };

/** The area's first call: the server's product guard lets the user in (and counts the opening) or says why not. */
export async function openProductArea(productId: string, signal?: AbortSignal): Promise<ProductAccess> {
  const path = `/api/product-areas/${encodeURIComponent(productId)}/open`;
  return (await apiFetch<{ product: ProductAccess }>(path, { method: 'POST', token: getToken(), signal })).product;
}

/** What a refused or failed call turns the frame into; a 401 signs the user out and leads to the sign-in page. */
function stateAfter(error: unknown, token: string | null): AreaAccessState {
  if (error instanceof ApiError && error.status === 401) {
    if (token && getToken() === token) clearToken();
    return { status: 'signedOut' };
  }
  if (error instanceof ApiError && error.status === 403) {
    const details = error.details as { trialAvailable?: unknown } | null | undefined;
    return { status: 'refused', message: error.message, reason: refusalReason(error), trialAvailable: details?.trialAvailable === true };
  }
  if (error instanceof ApiError && error.status === 404) return { status: 'notFound' };
  console.error('The product area could not be opened', error);
  return { status: 'failed' };
}

/**
 * Asks the server whether the user may use the product when the frame mounts and whenever `recheck` is called (after
 * a trial started, or to retry); `refused` takes a data call's refusal, so an area closes when a trial ends in use.
 */
export function useAreaAccess(productId: string) {
  const [state, setState] = useState<AreaAccessState>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const token = getToken();
    setState({ status: 'checking' });
    openProductArea(productId, controller.signal).then(
      (access) => setState({ status: 'open', access }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState(stateAfter(error, token));
      },
    );
    return () => controller.abort();
  }, [productId, attempt]);

  const refused = useCallback((error: ApiError) => setState(stateAfter(error, getToken())), []);
  const recheck = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, recheck, refused };
}
