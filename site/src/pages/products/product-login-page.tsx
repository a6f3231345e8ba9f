import { Navigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { productQueries, remoteState } from '../../api/queries';
import { useCurrentUser } from '../../auth';
import { PageFallback } from '../../components/page-fallback';
import { useLocale } from '../../i18n';
import { isInsideProduct, productPath } from '../../site-paths';
import SignInPage from '../auth/sign-in-page';

/**
 * /{locale}/products/:id/login: sign in and land in the product, on the page of `?from=` when it is one of the
 * product's own (a template product's sub-page); someone already signed in goes straight there.
 */
export default function ProductLoginPage() {
  const { id = '' } = useParams();
  const locale = useLocale();
  const { user, loading } = useCurrentUser();
  const from = useSearchParams()[0].get('from');
  const target = from && isInsideProduct(locale, id, from.split(/[?#]/)[0]) ? from : productPath(locale, id);
  // The product's name heads the form; an unknown product still gets the plain sign-in.
  const product = { state: remoteState(useQuery(productQueries.one(id, locale))) };
  if (loading || product.state.status === 'loading') return <PageFallback />;
  if (user) return <Navigate to={target} replace />;
  return <SignInPage from={target} productName={product.state.status === 'ready' ? product.state.data.name : undefined} />;
}
