import { errors } from '@strapi/utils';
import { IDEA_MESSAGES, parseIdeaListQuery, validateIdeaInput } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { pathId } from '../../../http-params';
import { displayName } from '../../../user-name';
import { validationError } from '../../../validation-error';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const ideas = () => service(strapi, 'ideas');

  return {
    /** GET /api/admin/ideas: the spec's plain array, or a simple-rest page with x-total-count. */
    async find(ctx: Ctx) {
      const parsed = parseIdeaListQuery(ctx.query);
      if (!parsed.ok) throw validationError(parsed.errors);
      const { ideas: page, total } = await ideas().list(parsed.value);
      ctx.set('x-total-count', String(total));
      ctx.body = page;
    },

    /** GET /api/admin/ideas/stats: the summary cards over the list's filters. */
    async stats(ctx: Ctx) {
      const parsed = parseIdeaListQuery({ ...ctx.query, _start: undefined, _end: undefined });
      if (!parsed.ok) throw validationError(parsed.errors);
      ctx.body = await ideas().stats(parsed.value);
    },

    async findOne(ctx: Ctx) {
      const idea = await ideas().detail(pathId(ctx.params, 'id'));
      if (!idea) throw new errors.NotFoundError(IDEA_MESSAGES.notFound);
      ctx.body = idea;
    },

    async create(ctx: Ctx) {
      const checked = validateIdeaInput(ctx.request.body, 'create');
      if (!checked.ok) throw validationError(checked.errors);
      const user = ctx.state.user;
      const data = {
        creator_email: user.email,
        creator_name: displayName(user),
        ...checked.value,
      };
      ctx.status = 201;
      ctx.body = await ideas().createIdea(data);
    },

    async update(ctx: Ctx) {
      const id = pathId(ctx.params, 'id');
      const checked = validateIdeaInput(ctx.request.body, 'update');
      if (!checked.ok) throw validationError(checked.errors);
      const idea = await ideas().updateIdea(id, checked.value);
      if (!idea) throw new errors.NotFoundError(IDEA_MESSAGES.notFound);
      ctx.body = idea;
    },

    async delete(ctx: Ctx) {
      const idea = await ideas().deleteIdea(pathId(ctx.params, 'id'));
      if (!idea) throw new errors.NotFoundError(IDEA_MESSAGES.notFound);
      ctx.body = idea;
    },
  };
};
