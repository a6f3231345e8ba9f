import type { Locale } from '../../i18n';
import { productLoginPath, productPath } from '../../site-paths';

/** Where 'Prøv gratis' / 'Gå til produktet' lead: the product itself when signed in, else its sign-in page. */
export function productEntryPath(locale: Locale, id: string, signedIn: boolean): string {
  return signedIn ? productPath(locale, id) : productLoginPath(locale, id);
}
