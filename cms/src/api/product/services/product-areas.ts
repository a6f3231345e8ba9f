import { BUILT_PRODUCT_AREAS, isProductAreaBuilt } from '@platform/shared';

/**
 * The products whose area the site has: the shared list, plus any named in PRODUCT_AREAS_READY (comma-separated),
 * which lets the tests and a staging server open trials on products whose area is still being built.
 */
export function productAreaReady(slug: string): boolean {
  const extra = (process.env.PRODUCT_AREAS_READY ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  return isProductAreaBuilt(slug, [...BUILT_PRODUCT_AREAS, ...extra]);
}
