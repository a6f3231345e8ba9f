/**
 * The generic template area of a product made by the wizard: the site opens it at /products/{id} and below, and a
 * product module's generated pages (site/src/products/{id}/page.tsx and the route pages) draw the same thing. The
 * product's stored configuration decides what it shows: its template, routes, features and whether it needs sign-in.
 */
import { ProductStates } from '../pages/products/product-states';
import { useProduct } from '../pages/products/use-product';
import { ProductAreaFrame } from './frame/product-area-frame';
import { TemplateAreaView } from './template/template-area-view';

export interface TemplateAreaProps {
  /** The product's id (its slug). */
  productId: string;
  /** The route inside the product: '/', '/reports', '/[id]/edit', or an address that fills its parameters ('/42/edit'). */
  routePath: string;
}

export function TemplateArea({ productId, routePath }: TemplateAreaProps) {
  const { state, retry } = useProduct(productId);
  if (state.status !== 'ready') return <ProductStates state={state} retry={retry} />;
  const { product } = state;
  // A product without a template has no generic area: its own page (or the gate) shows it.
  const template = product.template ?? 'custom';
  return (
    <ProductAreaFrame productId={product.id} title={product.name} public={!product.hasAuth}>
      <TemplateAreaView product={product} template={template} routePath={routePath} />
    </ProductAreaFrame>
  );
}
