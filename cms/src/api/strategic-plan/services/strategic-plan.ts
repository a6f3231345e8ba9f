import { factories } from '@strapi/strapi';
import type { PlanSelection, StrategicPlan } from '@platform/shared';

export const PLAN_UID = 'api::strategic-plan.strategic-plan';
/** The plain idea selections (the older selections calls) are kept with the overall plan. */
const SELECTIONS_COMPANY = 'overall';

export default factories.createCoreService(PLAN_UID, ({ strapi }) => {
  const plans = () => strapi.db.query(PLAN_UID);

  /** Writes some fields of one company's row, creating the row if needed; other companies are untouched. */
  async function upsert(company: string, data: Record<string, unknown>) {
    return strapi.db.transaction(async () => {
      const existing = await plans().findOne({ select: ['id'], where: { company } });
      if (existing) await plans().update({ where: { id: existing.id }, data });
      else await plans().create({ data: { company, ...data } });
    });
  }

  return {
    async planOf(company: string): Promise<StrategicPlan | null> {
      const row = await plans().findOne({ select: ['plan'], where: { company } });
      return (row?.plan as StrategicPlan | undefined) ?? null;
    },

    async savePlan(company: string, plan: StrategicPlan, email: string): Promise<StrategicPlan> {
      await upsert(company, { plan, updated_by_email: email });
      return (await this.planOf(company)) as StrategicPlan;
    },

    async selections(): Promise<PlanSelection[]> {
      const row = await plans().findOne({ select: ['selections'], where: { company: SELECTIONS_COMPANY } });
      return (row?.selections as PlanSelection[] | undefined) ?? [];
    },

    async saveSelections(selections: PlanSelection[], email: string): Promise<PlanSelection[]> {
      await upsert(SELECTIONS_COMPANY, { selections, updated_by_email: email });
      return this.selections();
    },
  };
});
