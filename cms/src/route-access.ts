/**
 * Every custom route is declared through one of these three, so each says who may call it. Strapi's own auth is off
 * on all of them (it would answer 403 to anonymous callers and needs users-permissions grants): the policies answer
 * 401 or 403 themselves with a clear message and put the user on ctx.state.user.
 */
import type { Core } from '@strapi/strapi';

export interface PlatformRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** A controller action ('api::idea.admin-idea.find'), or the handler itself (see admin-resource.ts). */
  handler: string | Core.MiddlewareHandler;
  middlewares?: string[];
}

export interface AdminRoute extends PlatformRoute {
  path: `/admin/${string}`;
}

export const ADMIN_POLICY = 'global::admin-only';
export const SIGNED_IN_POLICY = 'global::authenticated';
export const PRODUCT_AREA_POLICY = 'global::product-area';
export const PRODUCT_USAGE_MIDDLEWARE = 'global::product-usage';
/** The hourly limit on calls made with an API key (a bearer token's calls pass through). */
const API_KEY_LIMIT_MIDDLEWARE = 'global::public-api-rate-limit';

function routesWith(policies: string[], routes: PlatformRoute[]) {
  return {
    type: 'content-api' as const,
    routes: routes.map(({ middlewares = [], ...route }) => ({ ...route, config: { auth: false as const, policies, middlewares } })),
  };
}

/** Anyone (the public site's reads, visit tracking, e-mail confirmation); a sent token is ignored unless read. */
export const publicRoutes = (routes: PlatformRoute[]) => routesWith([], routes);

/** Any signed-in user (the account page): 401 without a valid token. */
export const signedInRoutes = (routes: PlatformRoute[]) => routesWith([SIGNED_IN_POLICY], routes);

/** Administrators only (every /api/admin/* route): 401 without a valid token, 403 at access level 4 or below. */
export const adminRoutes = (routes: AdminRoute[]) => routesWith([ADMIN_POLICY], routes);

/** Administrators only, for the few admin calls whose path the spec fixes outside /api/admin (the visitor analytics). */
export const adminOnlyRoutes = (routes: PlatformRoute[]) => routesWith([ADMIN_POLICY], routes);

export interface ProductAreaRoute extends PlatformRoute {
  /** What a successful call counts in the user's usage of the product, besides the opening. */
  use: 'open' | 'searches' | 'apiCalls' | 'dataDownloads';
}

/**
 * A product area's data calls (product-area policy: signed in, and access to the product, or 401/403/404), each
 * counted in the user's usage of the product. `productId` names the product, else the route's :productId does.
 * `bearerOnly` refuses an API key (the key management routes: a key never makes or revokes keys); `keyOnly` accepts
 * nothing else (the public data API).
 */
export const productAreaRoutes = (productId: string | null, routes: ProductAreaRoute[], { bearerOnly = false, keyOnly = false } = {}) => ({
  type: 'content-api' as const,
  routes: routes.map(({ use, middlewares = [], ...route }) => ({
    ...route,
    config: {
      auth: false as const,
      policies: [
        {
          name: PRODUCT_AREA_POLICY,
          config: { ...(productId ? { productId } : {}), ...(bearerOnly ? { bearerOnly } : {}), ...(keyOnly ? { keyOnly } : {}) },
        },
      ],
      middlewares: [...middlewares, API_KEY_LIMIT_MIDDLEWARE, { name: PRODUCT_USAGE_MIDDLEWARE, config: { use } }],
    },
  })),
});
