import { errors } from '@strapi/utils';
import { PRODUCT_SETTINGS_MESSAGES, validatePlanUpdate } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { pathId } from '../../../http-params';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/admin/products/:productId/plans: every plan of the product, in order. */
  async find(ctx: Ctx) {
    const productId = String(ctx.params.productId);
    if (!(await service(strapi, 'products').exists(productId))) throw new errors.NotFoundError(PRODUCT_SETTINGS_MESSAGES.notFound);
    ctx.body = await service(strapi, 'plans').forProduct(productId);
  },

  /** PUT /api/admin/products/:productId/plans/:planId: a price (NOK) or the active switch, saved at once. */
  async update(ctx: Ctx) {
    const productId = String(ctx.params.productId);
    const planId = pathId(ctx.params, 'planId', PRODUCT_SETTINGS_MESSAGES.planNotFound);
    const checked = validatePlanUpdate(ctx.request.body);
    if (!checked.ok) throw new errors.ValidationError(checked.message);
    if (!(await service(strapi, 'products').exists(productId))) throw new errors.NotFoundError(PRODUCT_SETTINGS_MESSAGES.notFound);
    const plan = await service(strapi, 'plans').updatePlan(productId, planId, checked.value);
    if (!plan) throw new errors.NotFoundError(PRODUCT_SETTINGS_MESSAGES.planNotFound);
    ctx.body = plan;
  },
});
