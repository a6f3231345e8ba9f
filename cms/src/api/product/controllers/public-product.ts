import { errors } from '@strapi/utils';
import { TRIAL_MESSAGES } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const products = () => service(strapi, 'products');

  return {
    async find(ctx: Ctx) {
      ctx.body = { data: await products().listPublic() };
    },

    async featured(ctx: Ctx) {
      ctx.body = { data: await products().listFeatured() };
    },

    async findOne(ctx: Ctx) {
      const product = await products().findPublic(String(ctx.params.id));
      if (!product) throw new errors.NotFoundError(TRIAL_MESSAGES.unknownProduct);
      ctx.body = { data: product };
    },
  };
};
