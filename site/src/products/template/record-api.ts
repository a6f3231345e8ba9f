import { useMemo } from 'react';
import type { ProductRecord, ProductRecordInput, ProductRecordPage } from '@platform/shared';
import { useAreaApi } from '../frame/area-api';

/** The CRUD template's record calls for one product (the signed-in user's own records). */
export function useRecordsApi(productId: string) {
  const area = useAreaApi();
  return useMemo(() => {
    const base = `/api/product-areas/${encodeURIComponent(productId)}/records`;
    const one = (id: string | number) => `${base}/${encodeURIComponent(String(id))}`;
    return {
      list: (page: number, signal?: AbortSignal) => area.request<ProductRecordPage>(`${base}?page=${page}`, { signal }),
      get: (id: string, signal?: AbortSignal) => area.request<ProductRecord>(one(id), { signal }),
      create: (input: ProductRecordInput) => area.request<ProductRecord>(base, { method: 'POST', body: input }),
      update: (id: string | number, input: ProductRecordInput) => area.request<ProductRecord>(one(id), { method: 'PUT', body: input }),
      remove: (id: string | number) => area.request<null>(one(id), { method: 'DELETE' }),
    };
  }, [area, productId]);
}
