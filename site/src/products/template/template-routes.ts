import type { ProductRoute, ProductTemplate } from '@platform/shared';
import type { Locale } from '../../i18n';
import { productPath } from '../../site-paths';

/** The address of a route inside the product: /products/{id}{path}. */
export const routeHref = (locale: Locale, productId: string, path: string) => productPath(locale, productId) + (path === '/' ? '' : path);

/** A route matched to an address inside the product: its parameters' values ('[id]' → 'id'). */
export interface RouteMatch {
  route: ProductRoute;
  params: Record<string, string>;
}

const param = (segment: string) => (segment.startsWith('[') && segment.endsWith(']') ? segment.slice(1, -1) : null);
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether a route takes parameters (it has no address of its own: it is reached from another page). */
export const hasParams = (path: string) => segmentsOf(path).some((segment) => param(segment) !== null);

/**
 * The route an address inside the product shows: a route written out ('/create') before one with a parameter
 * ('/[id]'); a route's own pattern matches itself without parameter values (a generated page names its pattern).
 */
export function matchRoute(routes: readonly ProductRoute[], path: string): RouteMatch | null {
  const wanted = segmentsOf(path);
  const exact = routes.find((route) => segmentsOf(route.path).join('/') === wanted.join('/'));
  if (exact) return { route: exact, params: {} };
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== wanted.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((segment, index) => {
      const name = param(segment);
      if (name === null) return segment === wanted[index];
      params[name] = wanted[index];
      return true;
    });
    if (fits) return { route, params };
  }
  return null;
}

export type TemplatePageKind = 'root' | 'reports' | 'export' | 'create' | 'record' | 'keys' | 'docs' | 'page';

const KNOWN_PAGES: Partial<Record<ProductTemplate, Record<string, TemplatePageKind>>> = {
  'analytics-dashboard': { '/reports': 'reports', '/export': 'export' },
  crud: { '/create': 'create' },
  'api-integration': { '/keys': 'keys', '/docs': 'docs' },
};

/** What a route's page holds: the template's own pages by their default paths, a record page for a parameter route. */
export function pageKind(template: ProductTemplate, path: string): TemplatePageKind {
  if (path === '/') return 'root';
  const known = KNOWN_PAGES[template]?.[path];
  if (known) return known;
  return hasParams(path) ? 'record' : 'page';
}

/** A CRUD product's record pages among its routes: its create page, and the first route taking a parameter (the edit page). */
export function recordRoutes(template: ProductTemplate, routes: readonly ProductRoute[]): { create: string | null; edit: string | null } {
  return {
    create: routes.find((route) => pageKind(template, route.path) === 'create')?.path ?? null,
    edit: routes.find((route) => hasParams(route.path))?.path ?? null,
  };
}

/** A parameter route's address for one value ('/[id]/edit', 7 → '/7/edit'). */
export const withParam = (path: string, value: string | number) => path.replace(/\[[^\]/]+\]/, encodeURIComponent(String(value)));
