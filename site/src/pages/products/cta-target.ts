import { isLocale, localePath, type Locale } from '../../i18n';

/**
 * Where a landing page's call to action goes. Content editors write site paths without a locale
 * ('/products/auto/login'); those get the page's locale. Full URLs, anchors and the admin app are left alone.
 */
export function ctaTarget(href: string, locale: Locale): { to: string; external: boolean } {
  if (!href.startsWith('/') || href.startsWith('//')) return { to: href, external: true };
  const first = href.split(/[/?#]/)[1];
  if (first === 'admin' || first === 'api') return { to: href, external: true };
  if (isLocale(first)) return { to: href, external: false };
  return { to: localePath(locale, href), external: false };
}
