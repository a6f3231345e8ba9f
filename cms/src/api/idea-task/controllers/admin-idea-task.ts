import { errors } from '@strapi/utils';
import { IDEA_MESSAGES, TASK_MESSAGES, validateTaskInput } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { pathId } from '../../../http-params';
import { TASK_UID } from '../services/idea-task';
import { ideaExists } from '../../idea/idea-rows';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const tasks = () => strapi.service(TASK_UID) as any;

  return {
    async find(ctx: Ctx) {
      const ideaId = pathId(ctx.params, 'id');
      if (!(await ideaExists(strapi.db.connection, ideaId))) throw new errors.NotFoundError(IDEA_MESSAGES.notFound);
      ctx.body = await tasks().listFor(ideaId);
    },

    async create(ctx: Ctx) {
      const ideaId = pathId(ctx.params, 'id');
      const checked = validateTaskInput(ctx.request.body, 'create');
      if (!checked.ok) throw new errors.ValidationError(checked.message);
      const task = await tasks().add(ideaId, checked.value);
      if (!task) throw new errors.NotFoundError(IDEA_MESSAGES.notFound);
      ctx.status = 201;
      ctx.body = task;
    },

    async update(ctx: Ctx) {
      const ideaId = pathId(ctx.params, 'id');
      const taskId = pathId(ctx.params, 'taskId', TASK_MESSAGES.notFound);
      const checked = validateTaskInput(ctx.request.body, 'update');
      if (!checked.ok) throw new errors.ValidationError(checked.message);
      const task = await tasks().change(ideaId, taskId, checked.value);
      if (!task) throw new errors.NotFoundError(TASK_MESSAGES.notFound);
      ctx.body = task;
    },

    async delete(ctx: Ctx) {
      const removed = await tasks().remove(pathId(ctx.params, 'id'), pathId(ctx.params, 'taskId', TASK_MESSAGES.notFound));
      if (!removed) throw new errors.NotFoundError(TASK_MESSAGES.notFound);
      ctx.body = { ok: true };
    },
  };
};
