import { errors } from '@strapi/utils';
import { TRIAL_MESSAGES } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { httpError } from '../../../http-error';
import { type TrialOutcome } from '../services/product-subscription';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const TRIAL_REFUSALS: Record<Exclude<TrialOutcome, { ok: true }>['reason'], () => Error> = {
  unknownProduct: () => new errors.NotFoundError(TRIAL_MESSAGES.unknownProduct),
  notEnabled: () => new errors.ValidationError(TRIAL_MESSAGES.notEnabled),
  areaNotReady: () => httpError(409, TRIAL_MESSAGES.areaNotReady),
  // An HTTP error: Strapi's router answers a ForbiddenError thrown below it with a bare "Forbidden".
  emailNotVerified: () => httpError(403, TRIAL_MESSAGES.emailNotVerified),
  alreadyUsed: () => httpError(409, TRIAL_MESSAGES.alreadyUsed),
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const subscriptions = () => service(strapi, 'productSubscriptions');

  return {
    async access(ctx: Ctx) {
      ctx.body = await subscriptions().accessFor(ctx.state.user);
    },

    async startTrial(ctx: Ctx) {
      const productId = (ctx.request.body as { productId?: unknown } | undefined)?.productId;
      if (typeof productId !== 'string' || productId.trim() === '') throw new errors.ValidationError(TRIAL_MESSAGES.unknownProduct);
      const outcome: TrialOutcome = await subscriptions().startTrial(ctx.state.user, productId.trim());
      if (!outcome.ok) throw TRIAL_REFUSALS[outcome.reason]();
      ctx.status = 201;
      ctx.body = { product: outcome.product };
    },

    /** POST /api/product-areas/:productId/open: the product-area policy has let the user in. */
    async openArea(ctx: Ctx) {
      ctx.body = { product: ctx.state.productAccess };
    },

    async subscriptions(ctx: Ctx) {
      ctx.body = { data: await subscriptions().listFor(ctx.state.user.id) };
    },
  };
};
