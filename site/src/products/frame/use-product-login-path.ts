import { useLocation } from 'react-router';
import { useLocale } from '../../i18n';
import { productLoginPath, productPath } from '../../site-paths';

/** The product's sign-in page, returning to the page the visitor is on (a template product's sub-page). */
export function useProductLoginPath(productId: string): string {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return productLoginPath(locale, productId, here === productPath(locale, productId) ? null : here);
}
