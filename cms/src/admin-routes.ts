/**
 * Every /api/admin/* route is declared through here, so none can miss the admin guard: Strapi's own auth is off
 * (it would answer 403 to anonymous callers) and the admin-only policy answers 401 or 403 itself.
 */
export interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/admin/${string}`;
  handler: string;
}

export const ADMIN_POLICY = 'global::admin-only';

export function adminRoutes(routes: AdminRoute[]) {
  return {
    type: 'content-api' as const,
    routes: routes.map((route) => ({ ...route, config: { auth: false as const, policies: [ADMIN_POLICY] } })),
  };
}
