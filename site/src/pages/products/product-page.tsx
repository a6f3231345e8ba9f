import { lazy } from 'react';
import { useParams } from 'react-router';
import { PageFallback } from '../../components/page-fallback';
import { registryAreaPage } from '../../products/areas';
import { TemplateArea } from '../../products/template-area';
import { useProduct } from './use-product';

const ProductGatePage = lazy(() => import('./product-gate-page'));
const NotFoundPage = lazy(() => import('../not-found-page'));

/**
 * /{locale}/products/:id and everything below it: a product with its own area opens that area; one made from a
 * template (the public product says which) opens the generic template area at the address's route; any other
 * product keeps the gate page (and has nothing below it).
 */
export default function ProductPage() {
  const { id = '', '*': rest = '' } = useParams();
  const AreaPage = registryAreaPage(id);
  // A registry area is one page: nothing lives below it.
  if (AreaPage) return rest ? <NotFoundPage /> : <AreaPage />;
  return <TemplateOrGate id={id} rest={rest} />;
}

function TemplateOrGate({ id, rest }: { id: string; rest: string }) {
  const { state } = useProduct(id);
  if (state.status === 'loading') return <PageFallback />;
  if (state.status === 'ready' && state.product.template) return <TemplateArea productId={id} routePath={`/${rest}`} />;
  return rest ? <NotFoundPage /> : <ProductGatePage />;
}
