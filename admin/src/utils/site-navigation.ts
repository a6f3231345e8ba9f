import { ADMIN_BASENAME, SITE_ACCOUNT_PATH } from '../config/constants';

/** Full page navigation to a page of the public site (the router cannot reach outside /admin). */
export function goToSite(path: string): void {
  window.location.assign(path);
}

/** The site's account page, told to come back to `adminPath` (a router path such as /ideas). */
export function accountUrl(adminPath: string): string {
  const from = `${ADMIN_BASENAME}${adminPath === '/' ? '' : adminPath}`;
  // Slashes are legal in a query value; keeping them makes the link readable (?from=/admin/ideas).
  return `${SITE_ACCOUNT_PATH}?from=${encodeURIComponent(from).replace(/%2F/gi, '/')}`;
}
