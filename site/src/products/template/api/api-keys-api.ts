import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ProductApiKeyCreated, ProductApiKeyInput, ProductApiKeyList } from '@platform/shared';
import { useAreaApi } from '../../frame/area-api';

/** The API integration template's key calls for one product (the signed-in user's own keys, bearer token only). */
export function useApiKeysApi(productId: string) {
  const area = useAreaApi();
  return useMemo(() => {
    const base = `/api/product-areas/${encodeURIComponent(productId)}/api-keys`;
    return {
      list: (signal?: AbortSignal) => area.request<ProductApiKeyList>(base, { signal }),
      create: (input: ProductApiKeyInput) => area.request<ProductApiKeyCreated>(base, { method: 'POST', body: input }),
      revoke: (id: number) => area.request<null>(`${base}/${encodeURIComponent(String(id))}`, { method: 'DELETE' }),
    };
  }, [area, productId]);
}

export type KeyListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: ProductApiKeyList };

/** The user's keys and API calls, loaded when shown; `reload` fetches them again (the last answer stays shown meanwhile). */
export function useKeyList(productId: string) {
  const keys = useApiKeysApi(productId);
  const [state, setState] = useState<KeyListState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    keys.list(controller.signal).then(
      (list) => setState({ status: 'ready', list }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [keys, reloads]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);
  return { keys, state, reload, retry };
}
