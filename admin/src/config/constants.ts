/** Where Strapi serves this app; the router and every site link are built from it. */
export const ADMIN_BASENAME = '/admin';
/** The public site's root: outside this SPA, so it is reached with a full page navigation. */
export const SITE_ROOT = '/';
/** The site's account page; `from` tells it where to send the user back to. */
export const SITE_ACCOUNT_PATH = '/account';

export const API_AUTH_LOGIN = '/api/auth/local';
export const API_USERS_ME = '/api/users/me';
/** simple-rest resources live under here: /api/admin/ideas, ... */
export const API_ADMIN_URL = '/api/admin';

export const LOGIN_PATH = '/login';
/** The signed-in administrator's own two-factor sign-in: set-up, recovery codes, turning it off. */
export const TWO_FACTOR_PAGE_PATH = '/two-factor';
/** Shown when the server refuses a signed-in user the admin API (403): their level is below administrator. */
export const NO_ACCESS_PATH = '/no-access';
