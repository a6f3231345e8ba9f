import { errors } from '@strapi/utils';
import {
  PROPERTY_ANALYTICS_MESSAGES,
  PUBLIC_DATA_OPENAPI_CACHE_CONTROL,
  parseAreaListingQuery,
  publicDataOpenApi,
  type PublicAreaAnswer,
  type PublicAreasAnswer,
  type PublicListingsAnswer,
} from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { service } from '../../../services';
import { publicApiLimit } from '../../../middlewares/public-api-rate-limit';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/**
 * The public data API (/api/public/v1): the property analytics figures for other systems, each answer as
 * `{ data, meta }` (the shape of Strapi's content API), from the same service as the product's own pages.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const analytics = () => service(strapi, 'propertyAnalytics');
  return {
    /** GET /api/public/v1/areas → { data: AreaStatistics[], meta: { overview, computedAt } } */
    async areas(ctx: Ctx) {
      const { areas, overview, computedAt } = await analytics().areas();
      const body: PublicAreasAnswer = { data: areas, meta: { overview, computedAt } };
      ctx.body = body;
    },

    /** GET /api/public/v1/areas/:id → { data: AreaDetail }, or 404 */
    async area(ctx: Ctx) {
      const detail = await analytics().area(String(ctx.params.id));
      if (!detail) throw new errors.NotFoundError(PROPERTY_ANALYTICS_MESSAGES.unknownArea);
      const body: PublicAreaAnswer = { data: detail, meta: {} };
      ctx.body = body;
    },

    /** GET /api/public/v1/listings?area=&status=&sort=&page=&pageSize= → { data: AreaListing[], meta: { total, page, pageSize } } */
    async listings(ctx: Ctx) {
      const checked = parseAreaListingQuery(ctx.query as Record<string, unknown>);
      if (!checked.ok) throw new errors.ValidationError(checked.message);
      const { listings, ...meta } = await analytics().listings(checked.value);
      const body: PublicListingsAnswer = { data: listings, meta };
      ctx.body = body;
    },

    /** GET /api/public/v1/openapi.json → the OpenAPI 3.1 document of the calls above, to anyone */
    async openapi(ctx: Ctx) {
      ctx.set('Cache-Control', PUBLIC_DATA_OPENAPI_CACHE_CONTROL);
      ctx.body = publicDataOpenApi({ hourlyLimit: publicApiLimit() });
    },
  };
};
