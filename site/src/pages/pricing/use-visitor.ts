import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accessWithoutGrant, type ProductAccess, type PublicProductDetail } from '@platform/shared';
import { accountQueries, remoteState } from '../../api/queries';
import { getToken, useCurrentUser, useToken } from '../../auth';

/** Who looks at the prices, as far as choosing a plan goes. */
export type Visitor =
  | { status: 'signedOut' }
  /** The stored token or the user's access is being checked. */
  | { status: 'checking' }
  | { status: 'failed'; retry: () => void }
  | { status: 'signedIn'; access: ProductAccess; isAdmin: boolean };

/**
 * The visitor's standing with the product: signed out, or signed in with their access to it (GET
 * /api/auth/product-access, the account page's query, so a trial started here shows there too). `trialStarted` puts
 * a started trial's answer into that query.
 */
export function useVisitor(product: PublicProductDetail): { visitor: Visitor; trialStarted: (access: ProductAccess) => void } {
  const { user, loading } = useCurrentUser();
  const queryClient = useQueryClient();
  const options = accountQueries.productAccess(useToken());
  const query = useQuery({ ...options, enabled: Boolean(user) });
  const state = remoteState(query);

  function trialStarted(started: ProductAccess) {
    queryClient.setQueryData(options.queryKey, (data) => {
      if (!data) return data;
      const listed = data.products.some((entry) => entry.productId === started.productId);
      const products = listed ? data.products.map((entry) => (entry.productId === started.productId ? started : entry)) : [...data.products, started];
      return { ...data, products };
    });
    void queryClient.invalidateQueries({ queryKey: accountQueries.subscriptions(getToken()).queryKey });
  }

  if (!user) return { visitor: loading ? { status: 'checking' } : { status: 'signedOut' }, trialStarted };
  if (state.status === 'loading') return { visitor: { status: 'checking' }, trialStarted };
  if (state.status === 'failed') return { visitor: { status: 'failed', retry: () => void query.refetch() }, trialStarted };
  const { products, isAdmin } = state.data;
  // Every active product is listed; a missing entry means nothing has been granted yet (as on the product's gate page).
  const access =
    products.find((entry) => entry.productId === product.id) ??
    accessWithoutGrant(product.id, product.name, {
      trialAvailable: product.trialEnabled && product.areaReady,
      hasAccess: isAdmin,
      areaReady: product.areaReady,
      launchDate: product.launchDate,
      trialDays: product.trialDays,
    });
  return { visitor: { status: 'signedIn', access, isAdmin }, trialStarted };
}
