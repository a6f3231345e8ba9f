import { errors } from '@strapi/utils';
import { validateProfileUpdate } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async update(ctx: Ctx) {
    const checked = validateProfileUpdate(ctx.request.body);
    if (!checked.ok) throw new errors.ValidationError(checked.message);
    ctx.body = { user: await service(strapi, 'profile').update(ctx.state.user.id, checked.value) };
  },
});
