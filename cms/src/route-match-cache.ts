import type { Core } from '@strapi/strapi';
import { LruMap } from './lru-map';

interface Matched {
  path: unknown[];
  pathAndMethod: unknown[];
  route: boolean;
}
interface MatchingRouter {
  match(path: string, method: string): Matched;
}

const MATCHES_KEPT = 2_000;

/**
 * Strapi's one router tests each request against every route's pattern in turn (the panel's API alone has
 * hundreds), a tenth of a small call's time. Routes never change once the server listens, so the outcome for a
 * method and path is kept (the most recently used ones). The router appends to `path` of the first match it
 * returns, so each call gets its own copy.
 */
export function cacheRouteMatches(strapi: Core.Strapi): void {
  const router = strapi.server.router as unknown as MatchingRouter;
  const match = router.match.bind(router);
  const cache = new LruMap<string, Matched>(MATCHES_KEPT);
  router.match = (path, method) => {
    const found = cache.getOrSet(`${method} ${path}`, () => match(path, method));
    return { path: found.path.slice(), pathAndMethod: found.pathAndMethod, route: found.route };
  };
}
