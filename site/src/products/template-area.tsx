/**
 * The generic template area a product module's generated pages draw (site/src/products/{id}/page.tsx and the route
 * pages): the product's stored configuration decides what it shows. This is its API; the areas themselves come later.
 */
export interface TemplateAreaProps {
  /** The product's id (its slug). */
  productId: string;
  /** The route inside the product: '/', '/reports', '/[id]/edit'. */
  routePath: string;
}

export function TemplateArea({ productId, routePath }: TemplateAreaProps) {
  return <section data-product={productId} data-route={routePath} />;
}
