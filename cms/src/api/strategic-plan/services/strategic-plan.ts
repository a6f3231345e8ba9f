import { factories } from '@strapi/strapi';
import type { PlanSelection, StrategicPlan } from '@platform/shared';

export const PLAN_UID = 'api::strategic-plan.strategic-plan';
/** The plain idea selections (the older selections calls) are kept with the overall plan. */
const SELECTIONS_COMPANY = 'overall';

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value ?? null);

export default factories.createCoreService(PLAN_UID, ({ strapi }) => {
  /** Writes some columns of one company's row, creating the row if needed; other companies are untouched. */
  async function upsert(company: string, data: Record<string, unknown>) {
    return strapi.db.transaction(async ({ trx }) => {
      const existing = await trx('strategic_plans').select('id').where({ company }).first();
      if (existing) await strapi.db.query(PLAN_UID).update({ where: { id: existing.id }, data });
      else await strapi.db.query(PLAN_UID).create({ data: { company, ...data } });
    });
  }

  return {
    async planOf(company: string): Promise<StrategicPlan | null> {
      const row = await strapi.db.connection('strategic_plans').select('plan').where({ company }).first();
      return row ? parsed(row.plan) : null;
    },

    async savePlan(company: string, plan: StrategicPlan, email: string): Promise<StrategicPlan> {
      await upsert(company, { plan, updated_by_email: email });
      return (await this.planOf(company)) as StrategicPlan;
    },

    async selections(): Promise<PlanSelection[]> {
      const row = await strapi.db.connection('strategic_plans').select('selections').where({ company: SELECTIONS_COMPANY }).first();
      return (row && parsed(row.selections)) ?? [];
    },

    async saveSelections(selections: PlanSelection[], email: string): Promise<PlanSelection[]> {
      await upsert(SELECTIONS_COMPANY, { selections, updated_by_email: email });
      return this.selections();
    },
  };
});
