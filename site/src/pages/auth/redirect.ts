import { sitePathOf } from '@platform/shared';
import { localePath, type Locale } from '../../i18n';

export interface RedirectTarget {
  path: string;
  /** The admin app is a separate SPA under /admin: reach it with a full page load, not the site's router. */
  fullPageLoad: boolean;
}

/** Where to go after signing in/up: `from` if it is a path on this origin, else the locale's front page. */
export function redirectTarget(from: string | null | undefined, locale: Locale): RedirectTarget {
  const path = sitePathOf(from);
  if (!path) return { path: localePath(locale), fullPageLoad: false };
  const pathname = path.split(/[?#]/)[0];
  const admin = pathname === '/admin' || pathname.startsWith('/admin/');
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
