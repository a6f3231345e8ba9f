import { localePath, type Locale } from '../../i18n';

export interface RedirectTarget {
  path: string;
  /** The admin app is a separate SPA under /admin: reach it with a full page load, not the site's router. */
  fullPageLoad: boolean;
}

const BASE = 'http://site.invalid';

/** Where to go after signing in/up: `from` if it is a path on this origin, else the locale's front page. */
export function redirectTarget(from: string | null | undefined, locale: Locale): RedirectTarget {
  const fallback = { path: localePath(locale), fullPageLoad: false };
  // "//host" and "/\host" are protocol-relative URLs to another site.
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const admin = url.pathname === '/admin' || url.pathname.startsWith('/admin/');
  return { path, fullPageLoad: admin };
}

type Navigate = (path: string, options: { replace: boolean }) => void;

export function goAfterAuth(
  from: string | null | undefined,
  locale: Locale,
  navigate: Navigate,
  assign: (url: string) => void = (url) => window.location.assign(url),
): void {
  const target = redirectTarget(from, locale);
  if (target.fullPageLoad) assign(target.path);
  else navigate(target.path, { replace: true });
}
