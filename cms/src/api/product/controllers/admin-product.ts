import { errors } from '@strapi/utils';
import { PRODUCT_MESSAGES } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { PRODUCT_UID } from '../services/product';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async findOne(ctx: Ctx) {
    const product = await (strapi.service(PRODUCT_UID) as any).findBySlug(String(ctx.params.productId));
    if (!product) throw new errors.NotFoundError(PRODUCT_MESSAGES.notFound);
    ctx.body = product;
  },
});
