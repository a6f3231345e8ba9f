import { errors } from '@strapi/utils';
import { PLAN_COMPANIES, parsePositiveId, validatePlan, type PlanSelection } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const REQUEST_MESSAGES = {
  company: `company must be one of: ${PLAN_COMPANIES.join(', ')}.`,
  companyMismatch: 'The company in the body differs from the one in the address.',
  selections: 'selections must be a list of { ideaId, notes }.',
} as const;

function companyOf(ctx: Ctx): string {
  const company = String(ctx.query.company ?? 'overall');
  if (!(PLAN_COMPANIES as readonly string[]).includes(company)) throw new errors.ValidationError(REQUEST_MESSAGES.company);
  return company;
}

function selectionsOf(body: unknown): PlanSelection[] {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).selections : undefined;
  if (!Array.isArray(raw) || raw.length > 500) throw new errors.ValidationError(REQUEST_MESSAGES.selections);
  return raw.map((item) => {
    const ideaId = parsePositiveId(item?.ideaId);
    if (ideaId === null || (item.notes !== undefined && item.notes !== null && typeof item.notes !== 'string')) {
      throw new errors.ValidationError(REQUEST_MESSAGES.selections);
    }
    return { ideaId, notes: item.notes ?? '' };
  });
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const plans = () => service(strapi, 'strategicPlans');

  return {
    /** GET /api/admin/strategic-plan/save?company=: { plan } (null before the first save). */
    async plan(ctx: Ctx) {
      const company = companyOf(ctx);
      ctx.body = { company, plan: await plans().planOf(company) };
    },

    /**
     * POST /api/admin/strategic-plan/save?company= { planData, company, imported? }: validated, then saved. A plan
     * made on the screen may have goals with text only; an imported one (imported: true) must give each goal its
     * metric, target and timeline, as the import rules say.
     */
    async savePlan(ctx: Ctx) {
      const company = companyOf(ctx);
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      if (body.company !== undefined && body.company !== company) throw new errors.ValidationError(REQUEST_MESSAGES.companyMismatch);
      const checked = validatePlan(body.planData, { requireGoalDetails: body.imported === true });
      if (!checked.ok) throw new errors.ValidationError(checked.message);
      ctx.body = { company, plan: await plans().savePlan(company, checked.plan, ctx.state.user.email) };
    },

    async selections(ctx: Ctx) {
      ctx.body = { selections: await plans().selections() };
    },

    async saveSelections(ctx: Ctx) {
      ctx.body = { selections: await plans().saveSelections(selectionsOf(ctx.request.body), ctx.state.user.email) };
    },
  };
};
