import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PRODUCT_REGISTRY, type ProductId, type ProductTemplate } from '@platform/shared';

/** Each built area's page by its folder under products/ (the registry's `area`), each its own chunk. */
export const AREA_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  auto: lazy(() => import('./auto/auto-area-page')),
  data: lazy(() => import('./data/market-intelligence-page')),
  portfolio: lazy(() => import('./portfolio/portfolio-area-page')),
  property: lazy(() => import('./property/property-area-page')),
};

/** The page of a product's own area (the registry names its folder), or null for a product without one. */
export function registryAreaPage(productId: string): LazyExoticComponent<ComponentType> | null {
  const area = Object.hasOwn(PRODUCT_REGISTRY, productId) ? PRODUCT_REGISTRY[productId as ProductId].area : null;
  return area !== null && Object.hasOwn(AREA_PAGES, area) ? AREA_PAGES[area] : null;
}

/** The product as the site decides whether it has an area: its id, and its template if the wizard made it. */
export interface AreaCandidate {
  id: string;
  template?: ProductTemplate | null;
}

/** Whether the site has the product's area, so 'Åpne' can lead into it: its own area, else the generic template area. */
export function siteHasArea(product: AreaCandidate): boolean {
  return registryAreaPage(product.id) !== null || Boolean(product.template);
}
