import { errors } from '@strapi/utils';
import { CONVERT_MESSAGES, IDEA_MESSAGES } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { httpError } from '../../../http-error';
import { pathId } from '../../../http-params';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/admin/ideas/:id/convert { name? }: a new product from the idea, linked to it; once only. */
  async convert(ctx: Ctx) {
    const ideaId = pathId(ctx.params, 'id');
    const body = (ctx.request.body ?? {}) as { name?: unknown };
    if (body.name !== undefined && (typeof body.name !== 'string' || !body.name.trim())) throw new errors.ValidationError(CONVERT_MESSAGES.nameRequired);
    const result = await service(strapi, 'products').createFromIdea(ideaId, body.name as string | undefined);
    if (!result) throw new errors.NotFoundError(IDEA_MESSAGES.notFound);
    if (result.alreadyConverted) throw httpError(409, CONVERT_MESSAGES.alreadyConverted(result.alreadyConverted));
    ctx.status = 201;
    ctx.body = result.product;
  },
});
