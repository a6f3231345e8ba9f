import { errors } from '@strapi/utils';
import { PRODUCT_MESSAGES } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/admin/products/:productId/plans: every plan of the product, in order. */
  async find(ctx: Ctx) {
    const productId = String(ctx.params.productId);
    if (!(await service(strapi, 'products').findBySlug(productId))) throw new errors.NotFoundError(PRODUCT_MESSAGES.notFound);
    ctx.body = await service(strapi, 'plans').forProduct(productId);
  },
});
