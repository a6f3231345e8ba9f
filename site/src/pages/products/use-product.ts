import type { PublicProductDetail } from '@platform/shared';
import { ApiError } from '../../api/http';
import { fetchProduct } from '../../api/products';
import { useRemoteData } from '../../api/use-remote-data';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: PublicProductDetail }
  | { status: 'notFound' }
  | { status: 'failed' };

/** GET /api/products/:id, with "unknown product" (404) kept apart from other failures. */
export function useProduct(id: string): { state: ProductState; retry: () => void } {
  const { state, retry } = useRemoteData((signal) => fetchProduct(id, signal), 'Product', [id]);
  if (state.status === 'ready') return { state: { status: 'ready', product: state.data }, retry };
  if (state.status === 'failed') {
    const notFound = state.error instanceof ApiError && state.error.status === 404;
    return { state: { status: notFound ? 'notFound' : 'failed' }, retry };
  }
  return { state, retry };
}
