import { errors } from '@strapi/utils';
import { TRIAL_MESSAGES, type ProductLocale } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The site's language of a request (?locale=en); Norwegian otherwise. */
export const localeOf = (ctx: Ctx): ProductLocale => (ctx.query.locale === 'en' ? 'en' : 'no');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const products = () => service(strapi, 'products');

  return {
    async find(ctx: Ctx) {
      ctx.body = { data: await products().listPublic(localeOf(ctx)) };
    },

    async featured(ctx: Ctx) {
      ctx.body = { data: await products().listFeatured(localeOf(ctx)) };
    },

    async findOne(ctx: Ctx) {
      const product = await products().findPublic(String(ctx.params.id), localeOf(ctx));
      if (!product) throw new errors.NotFoundError(TRIAL_MESSAGES.unknownProduct);
      ctx.body = { data: product };
    },
  };
};
