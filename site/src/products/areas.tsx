import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PRODUCT_REGISTRY, type ProductId } from '@platform/shared';

/** Each built area's page by its folder under products/ (the registry's `area`), each its own chunk. */
export const AREA_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  auto: lazy(() => import('./auto/auto-area-page')),
  data: lazy(() => import('./data/market-intelligence-page')),
};

/** Whether the site has the product's area, so 'Åpne' can lead into it. */
export function siteHasArea(productId: string): boolean {
  const area = Object.hasOwn(PRODUCT_REGISTRY, productId) ? PRODUCT_REGISTRY[productId as ProductId].area : null;
  return area !== null && Object.hasOwn(AREA_PAGES, area);
}
