import type { Core } from '@strapi/strapi';
import type { ProductAccess } from '@platform/shared';
import { recordProductTiming } from '../dashboard/product-timings';
import { service } from '../services';
import type { ProductUse } from '../api/product-usage/services/product-usage';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/**
 * After a product area's data call has answered: its time in the area's performance log, and (2xx) the user's usage
 * of the product: the opening (lastLogin) and the route's counter. A failed count is logged, never the caller's problem.
 */
export default (config: { use?: ProductUse }, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Ctx, next: () => Promise<void>) => {
    const started = performance.now();
    await next();
    const access = ctx.state.productAccess as ProductAccess | undefined;
    // Every answered call of the area, refused ones too, counts in its response time.
    if (access) recordProductTiming(access.productId, performance.now() - started);
    const userId = (ctx.state.user as { id?: number } | undefined)?.id;
    if (!access || !userId || ctx.status >= 300) return;
    const usage = service(strapi, 'productUsage');
    try {
      await usage.record(userId, access.productId, config.use ?? 'open');
    } catch (error) {
      strapi.log.warn(`Product usage not counted for ${access.productId}: ${(error as Error).message}`);
    }
  };
