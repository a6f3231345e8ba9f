import { type PublicProductDetail } from '@platform/shared';
import { pageKind, type TemplatePageKind } from '../template-routes';

/** The path of the product's route showing a page kind ('/keys'), or null when the product has no such route. */
export function templateRoutePath(product: PublicProductDetail, kind: TemplatePageKind): string | null {
  const template = product.template ?? 'api-integration';
  return product.routes.find((route) => pageKind(template, route.path) === kind)?.path ?? null;
}
