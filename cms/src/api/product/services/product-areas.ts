import { BUILT_PRODUCT_AREAS, isProductAreaBuilt } from '@platform/shared';

/**
 * The products whose area the site has: the shared list, any product made from a template (the site's generic
 * template areas draw it from its stored configuration), plus any named in PRODUCT_AREAS_READY (comma-separated),
 * which lets the tests and a staging server open trials on products whose area is still being built.
 */
export function productAreaReady(slug: string, template?: unknown): boolean {
  if (typeof template === 'string' && template !== '') return true;
  const extra = (process.env.PRODUCT_AREAS_READY ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return isProductAreaBuilt(slug, [...BUILT_PRODUCT_AREAS, ...extra]);
}
