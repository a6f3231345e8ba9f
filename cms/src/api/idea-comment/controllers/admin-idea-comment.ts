import { errors } from '@strapi/utils';
import { IDEA_MESSAGES, validateComment } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { pathId } from '../../../http-params';
import { COMMENT_UID } from '../services/idea-comment';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Ctx) {
    const ideaId = pathId(ctx.params, 'id');
    const checked = validateComment(ctx.request.body);
    if (!checked.ok) throw new errors.ValidationError(checked.message);
    const comment = await (strapi.service(COMMENT_UID) as any).add(ideaId, checked.value, ctx.state.user);
    if (!comment) throw new errors.NotFoundError(IDEA_MESSAGES.notFound);
    ctx.status = 201;
    ctx.body = comment;
  },
});
