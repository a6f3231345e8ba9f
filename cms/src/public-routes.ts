/**
 * Routes anyone may call (the public site's reads, visit tracking, e-mail confirmation). Strapi's own auth is off,
 * so no users-permissions grant is needed and a sent token is ignored unless the controller reads it itself.
 */
export interface PublicRoute {
  method: 'GET' | 'POST';
  path: string;
  handler: string;
  middlewares?: string[];
}

export function publicRoutes(routes: PublicRoute[]) {
  return {
    type: 'content-api' as const,
    routes: routes.map(({ middlewares, ...route }) => ({ ...route, config: { auth: false as const, policies: [], middlewares: middlewares ?? [] } })),
  };
}
