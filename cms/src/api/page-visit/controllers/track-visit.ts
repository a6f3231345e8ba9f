import { errors } from '@strapi/utils';
import { validateVisit } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { optionalBearerUserId } from '../../../auth/bearer-user';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** Do Not Track or Global Privacy Control: the visitor has asked not to be tracked. */
const optedOut = (ctx: Ctx) => ctx.get('dnt') === '1' || ctx.get('sec-gpc') === '1';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async visit(ctx: Ctx) {
    ctx.status = 204;
    if (optedOut(ctx)) return;
    const checked = validateVisit(ctx.request.body);
    if (!checked.ok) throw new errors.ValidationError(checked.message);
    await service(strapi, 'pageVisits').record(checked.value, {
      userAgent: ctx.get('user-agent'),
      ip: ctx.request.ip,
      userId: await optionalBearerUserId(ctx, strapi),
      ownHost: ctx.request.host || null,
    });
  },
});
