import { PRODUCT_AREA_PATHS } from '@platform/shared';
import { localePath, type Locale } from './i18n';

/** `?from=` with the path readable (slashes kept), the rest encoded. */
export function withFrom(path: string, from: string | null | undefined): string {
  return from ? `${path}?from=${encodeURIComponent(from).replace(/%2F/g, '/')}` : path;
}

export const signInPath = (locale: Locale, from?: string | null) => withFrom(localePath(locale, '/auth/sign-in'), from);
export const productPath = (locale: Locale, id: string) => localePath(locale, `/products/${encodeURIComponent(id)}`);
/** The product's own sign-in page; `from`, a page inside the product, is where it returns to. */
export const productLoginPath = (locale: Locale, id: string, from?: string | null) => withFrom(`${productPath(locale, id)}/login`, from);
/** Whether `path` is the product's front page or a page below it (the only places its sign-in page returns to). */
export const isInsideProduct = (locale: Locale, id: string, path: string) => {
  const roots = [productPath(locale, id), ...(Object.hasOwn(PRODUCT_AREA_PATHS, id) ? [localePath(locale, PRODUCT_AREA_PATHS[id])] : [])];
  return roots.some((root) => path === root || (path.startsWith(`${root}/`) && !path.includes('//') && !path.includes('\\')));
};
export const productLandingPath = (locale: Locale, id: string) => `${productPath(locale, id)}/landing`;
/** 'Min konto', with the way back to the page that led there. */
export const accountPath = (locale: Locale, from?: string | null) => withFrom(localePath(locale, '/account'), from);

export const signUpPath = (locale: Locale, from?: string | null) => withFrom(localePath(locale, '/auth/sign-up'), from);
/** The user's own dashboard (their products, listings, saved properties and subscriptions). */
export const dashboardPath = (locale: Locale) => localePath(locale, '/dashboard');

/** The public property-listings product and its pages. */
export const propertyListingsPath = (locale: Locale) => localePath(locale, '/products/property-listings');
export const propertyListingPath = (locale: Locale, finnCode: string) => `${propertyListingsPath(locale)}/${encodeURIComponent(finnCode)}`;
export const createListingPath = (locale: Locale) => `${propertyListingsPath(locale)}/create`;
export const savedListingsPath = (locale: Locale) => `${propertyListingsPath(locale)}/saved`;
export const myListingsPath = (locale: Locale) => `${propertyListingsPath(locale)}/my-listings`;

/** The admin app: a separate SPA on the same origin, reached with a full page load. */
export const ADMIN_PATH = '/admin';
export const ADMIN_PRODUCTS_PATH = `${ADMIN_PATH}/products`;
