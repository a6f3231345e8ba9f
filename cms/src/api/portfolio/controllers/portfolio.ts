import type { Core } from '@strapi/strapi';
import { PORTFOLIO_MESSAGES, validateRebalanceSettings, type RebalanceSettings, contentDisposition } from '@platform/shared';
import type { SignedInUser } from '../../../auth/signed-in-user';
import { service } from '../../../services';
import { validationError } from '../../../validation-error';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const userId = (ctx: Ctx) => (ctx.state.user as SignedInUser).id;

/** The body's settings; 400 with every field's message. */
function settingsOf(ctx: Ctx): RebalanceSettings {
  const checked = validateRebalanceSettings(ctx.request.body);
  if (!checked.ok) throw validationError(checked.errors);
  return checked.value;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const portfolios = () => service(strapi, 'portfolios');
  return {
    /** GET /api/portfolio → Portfolio */
    async find(ctx: Ctx) {
      ctx.body = await portfolios().portfolio(userId(ctx));
    },

    /** PUT /api/portfolio, PortfolioTargetsInput → Portfolio, or 400 */
    async update(ctx: Ctx) {
      const result = await portfolios().setTargets(userId(ctx), ctx.request.body);
      if (!result.ok) throw validationError(result.errors);
      ctx.body = result.portfolio;
    },

    /** POST /api/portfolio/rebalance/simulate, RebalanceSettings → RebalancePlan */
    async simulate(ctx: Ctx) {
      const settings = settingsOf(ctx);
      ctx.body = await portfolios().simulate(userId(ctx), settings);
    },

    /** POST /api/portfolio/rebalance/execute, RebalanceSettings → ExecutedRebalance, or 400 when there is nothing to trade */
    async execute(ctx: Ctx) {
      const settings = settingsOf(ctx);
      const executed = await portfolios().execute(userId(ctx), settings);
      if (!executed) throw validationError([{ field: 'trades', message: PORTFOLIO_MESSAGES.nothingToExecute }]);
      ctx.body = executed;
    },

    /** GET /api/portfolio/orders → PortfolioOrderList */
    async orders(ctx: Ctx) {
      ctx.body = await portfolios().orders(userId(ctx));
    },

    /** POST /api/portfolio/rebalance/pdf, RebalanceSettings → the plan as a PDF to download */
    async pdf(ctx: Ctx) {
      const settings = settingsOf(ctx);
      const file = await portfolios().planPdf(userId(ctx), settings);
      ctx.set('Content-Type', 'application/pdf');
      ctx.set('Content-Disposition', contentDisposition('attachment', file.fileName));
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = file.body;
    },
  };
};
