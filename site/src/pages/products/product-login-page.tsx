import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { productQueries, remoteState } from '../../api/queries';
import { useCurrentUser } from '../../auth';
import { PageFallback } from '../../components/page-fallback';
import { useLocale } from '../../i18n';
import { productPath } from '../../site-paths';
import SignInPage from '../auth/sign-in-page';

/** /{locale}/products/:id/login: sign in and land in the product; someone already signed in goes straight there. */
export default function ProductLoginPage() {
  const { id = '' } = useParams();
  const locale = useLocale();
  const { user, loading } = useCurrentUser();
  const target = productPath(locale, id);
  // The product's name heads the form; an unknown product still gets the plain sign-in.
  const product = { state: remoteState(useQuery(productQueries.one(id, locale))) };
  if (loading || product.state.status === 'loading') return <PageFallback />;
  if (user) return <Navigate to={target} replace />;
  return <SignInPage from={target} productName={product.state.status === 'ready' ? product.state.data.name : undefined} />;
}
