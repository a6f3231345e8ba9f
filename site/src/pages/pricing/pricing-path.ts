import { localePath, type Locale } from '../../i18n';

/** The product whose prices /pricing shows without `?product=`: the property area's report dialogs link there. */
export const DEFAULT_PRICING_PRODUCT = 'property';

/** /{locale}/pricing?product=…, the way back after signing up. */
export const pricingPath = (locale: Locale, productId: string) => `${localePath(locale, '/pricing')}?${new URLSearchParams({ product: productId })}`;
