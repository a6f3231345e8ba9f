import type { PublicProductDetail } from '@platform/shared';
import { ApiError } from '../../api/http';
import { useQuery } from '@tanstack/react-query';
import { productQueries, remoteState } from '../../api/queries';
import { useLocale } from '../../i18n';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: PublicProductDetail }
  | { status: 'notFound' }
  | { status: 'failed' };

/** GET /api/products/:id in the site's language, with "unknown product" (404) kept apart from other failures. */
export function useProduct(id: string): { state: ProductState; retry: () => void } {
  const locale = useLocale();
  const query = useQuery(productQueries.one(id, locale));
  const state = remoteState(query);
  const retry = () => void query.refetch();
  if (state.status === 'ready') return { state: { status: 'ready', product: state.data }, retry };
  if (state.status === 'failed') {
    const notFound = state.error instanceof ApiError && state.error.status === 404;
    return { state: { status: notFound ? 'notFound' : 'failed' }, retry };
  }
  return { state, retry };
}
