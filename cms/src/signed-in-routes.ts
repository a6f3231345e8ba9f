/**
 * Routes for any signed-in user (the account page). Like the admin routes, Strapi's own auth is off (it would answer
 * 403 to anonymous callers): the authenticated policy answers 401 itself and puts the user on ctx.state.user.
 */
export interface SignedInRoute {
  method: 'GET' | 'POST';
  path: string;
  handler: string;
}

export const SIGNED_IN_POLICY = 'global::authenticated';

export function signedInRoutes(routes: SignedInRoute[]) {
  return {
    type: 'content-api' as const,
    routes: routes.map((route) => ({ ...route, config: { auth: false as const, policies: [SIGNED_IN_POLICY] } })),
  };
}
