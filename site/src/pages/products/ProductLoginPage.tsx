import { Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../auth';
import { PageFallback } from '../../components/PageFallback';
import { useLocale } from '../../i18n';
import { productPath } from '../../site-paths';
import SignInPage from '../auth/SignInPage';

/** /{locale}/products/:id/login: sign in and land in the product; someone already signed in goes straight there. */
export default function ProductLoginPage() {
  const { id = '' } = useParams();
  const locale = useLocale();
  const { user, loading } = useCurrentUser();
  const target = productPath(locale, id);
  if (loading) return <PageFallback />;
  if (user) return <Navigate to={target} replace />;
  return <SignInPage from={target} />;
}
