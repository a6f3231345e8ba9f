/**
 * Whether a product's area exists on the site, and what a product without one says instead of 'Åpne'. A trial on a
 * product without its area would spend the user's one trial on nothing, so such a product offers none.
 */
import type { AccessLocale } from './product-access';
import { PRODUCT_REGISTRY } from './product-registry';
import { MARKET_PRODUCT_ID } from './market-intelligence';
import { PORTFOLIO_PATH, PORTFOLIO_PRODUCT_ID } from './portfolio';

/**
 * Product ids whose area is built on the site: the registry entries that name their area folder
 * (site/src/products/<area>/). A product's area is named there in the same change that adds it.
 */
export const BUILT_PRODUCT_AREAS: readonly string[] = Object.values(PRODUCT_REGISTRY)
  .filter((entry) => entry.area !== null)
  .map((entry) => entry.id);

export function isProductAreaBuilt(productId: string, built: Iterable<string> = BUILT_PRODUCT_AREAS): boolean {
  for (const id of built) if (id === productId) return true;
  return false;
}

const LAUNCH_TEXTS = {
  no: { on: (date: string) => `Kommer ${date}`, soon: 'Kommer snart', locale: 'nb-NO' },
  en: { on: (date: string) => `Coming ${date}`, soon: 'Coming soon', locale: 'en-GB' },
} as const;

/**
 * "Kommer 1. mars 2027" / "Coming 1 March 2027" for a product's launch date (YYYY-MM-DD); without a date, or once the
 * date has passed and the area is still not there, "Kommer snart" / "Coming soon".
 */
export function productLaunchText(launchDate: string | null | undefined, locale: AccessLocale, now: Date): string {
  const texts = LAUNCH_TEXTS[locale] ?? LAUNCH_TEXTS.no;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(launchDate ?? '');
  if (!match) return texts.soon;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  if (Number.isNaN(date.getTime()) || date.getTime() < today) return texts.soon;
  const formatted = new Intl.DateTimeFormat(texts.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  return texts.on(formatted);
}

/** Products whose pages live under another path than their id's (the id's path leads there). */
export const PRODUCT_AREA_PATHS: Readonly<Record<string, string>> = {
  [PORTFOLIO_PRODUCT_ID]: PORTFOLIO_PATH,
  [MARKET_PRODUCT_ID]: '/products/market-intelligence',
};
/** Site pages that belong to a product without being under its path: the property listings are the property product's. */
const PRODUCT_EXTRA_PATHS: Readonly<Record<string, string>> = { '/products/property-listings': 'property' };

/**
 * The product a site page belongs to ('/no/products/portfolio-optimizer/review' → 'portfolio'), or null for a page of
 * no product. The locale prefix (/no, /en) is optional; the product's own path and its area path both count.
 */
export function productOfPage(page: string): string | null {
  const path = page.split(/[?#]/)[0].replace(/^\/(no|en)(?=\/|$)/, '');
  const match = /^\/products\/([^/]+)/.exec(path);
  if (!match) return null;
  const root = `/products/${match[1]}`;
  if (Object.hasOwn(PRODUCT_EXTRA_PATHS, root)) return PRODUCT_EXTRA_PATHS[root];
  const byArea = Object.entries(PRODUCT_AREA_PATHS).find(([, areaPath]) => areaPath === root);
  if (byArea) return byArea[0];
  try {
    return decodeURIComponent(match[1]).slice(0, 64) || null;
  } catch {
    return null;
  }
}
