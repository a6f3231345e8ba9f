import { errors } from '@strapi/utils';
import { IDEA_MESSAGES, validateEvaluationInput } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { pathId } from '../../../http-params';
import { displayName } from '../../../user-name';
import { ideaExists } from '../../idea/idea-rows';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const evaluations = () => service(strapi, 'ideaEvaluations');

  return {
    async find(ctx: Ctx) {
      const ideaId = pathId(ctx.params, 'id');
      if (!(await ideaExists(strapi.db.connection, ideaId))) throw new errors.NotFoundError(IDEA_MESSAGES.notFound);
      ctx.body = await evaluations().listFor(ideaId);
    },

    /** POST { business_value, feasibility, user_impact, notes? }: the overall score is their average. */
    async create(ctx: Ctx) {
      const ideaId = pathId(ctx.params, 'id');
      const checked = validateEvaluationInput(ctx.request.body);
      if (!checked.ok) throw new errors.ValidationError(checked.message);
      const user = ctx.state.user;
      const evaluation = await evaluations().add(ideaId, checked.value, { email: user.email, name: displayName(user) });
      if (!evaluation) throw new errors.NotFoundError(IDEA_MESSAGES.notFound);
      ctx.status = 201;
      ctx.body = evaluation;
    },
  };
};
