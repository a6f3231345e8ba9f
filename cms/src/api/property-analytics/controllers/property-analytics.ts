import { errors } from '@strapi/utils';
import { PROPERTY_ANALYTICS_MESSAGES, parseAreaListingQuery } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/data/property/areas → AreaStatisticsList */
  async areas(ctx: Ctx) {
    ctx.body = await service(strapi, 'propertyAnalytics').areas();
  },

  /** GET /api/data/property/areas/:id → AreaDetail, or 404 'Ukjent område' */
  async area(ctx: Ctx) {
    const detail = await service(strapi, 'propertyAnalytics').area(String(ctx.params.id));
    if (!detail) throw new errors.NotFoundError(PROPERTY_ANALYTICS_MESSAGES.unknownArea);
    ctx.body = detail;
  },

  /** GET /api/data/property/listings?area=&status=&sort=&page=&pageSize= → AreaListingPage, or 400 */
  async listings(ctx: Ctx) {
    const checked = parseAreaListingQuery(ctx.query as Record<string, unknown>);
    if (!checked.ok) throw new errors.ValidationError(checked.message);
    ctx.body = await service(strapi, 'propertyAnalytics').listings(checked.value);
  },
});
