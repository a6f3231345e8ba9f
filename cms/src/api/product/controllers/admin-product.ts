import { errors } from '@strapi/utils';
import { PRODUCT_MESSAGES, validateProductUpdate } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { validationError } from '../../../validation-error';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const products = () => service(strapi, 'products');

  return {
    async findOne(ctx: Ctx) {
      const product = await products().findBySlug(String(ctx.params.productId));
      if (!product) throw new errors.NotFoundError(PRODUCT_MESSAGES.notFound);
      ctx.body = product;
    },

    /** PUT /api/admin/products/:productId: the fields the admin app edits (today: whether it is active). */
    async update(ctx: Ctx) {
      const checked = validateProductUpdate(ctx.request.body);
      if (!checked.ok) throw validationError(checked.errors);
      const product = await products().updateBySlug(String(ctx.params.productId), checked.value);
      if (!product) throw new errors.NotFoundError(PRODUCT_MESSAGES.notFound);
      ctx.body = product;
    },
  };
};
