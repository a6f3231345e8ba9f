import { factories } from '@strapi/strapi';
import { toNok, toOre, type Plan, type PlanBillingPeriod, type PlanTier } from '@platform/shared';

export const PLAN_UID = 'api::plan.plan';
export const PLAN_ATTRIBUTES = ['id', 'name', 'tier', 'price_monthly_ore', 'price_yearly_ore', 'billing_period', 'is_active', 'order'];

export interface PlanRow {
  id: number;
  name: string;
  tier: PlanTier;
  price_monthly_ore: number;
  price_yearly_ore: number;
  billing_period: PlanBillingPeriod | null;
  is_active: boolean | number;
  order: number | null;
}

/** A stored plan in the API's shape: prices in NOK. */
export function toApiPlan(row: PlanRow, productId: string): Plan {
  return {
    id: row.id,
    productId,
    name: row.name,
    tier: row.tier,
    price_monthly: toNok(Number(row.price_monthly_ore)),
    price_yearly: toNok(Number(row.price_yearly_ore)),
    billing_period: row.billing_period ?? 'month',
    is_active: Boolean(row.is_active),
    order: Number(row.order ?? 0),
  };
}

export default factories.createCoreService(PLAN_UID, ({ strapi }) => ({
  /** A product's plans in their order, inactive ones included (the admin sees and edits them all). */
  async forProduct(productSlug: string): Promise<Plan[]> {
    const rows: PlanRow[] = await strapi.db.query(PLAN_UID).findMany({
      select: PLAN_ATTRIBUTES,
      where: { product: { slug: productSlug } },
      orderBy: [{ order: 'asc' }, { id: 'asc' }],
    });
    return rows.map((row) => toApiPlan(row, productSlug));
  },

  /** Changes a plan's prices (NOK) or active switch; null when the plan is not the product's. */
  async updatePlan(
    productSlug: string,
    planId: number,
    changes: { price_monthly?: number; price_yearly?: number; is_active?: boolean },
  ): Promise<Plan | null> {
    return strapi.db.transaction(async () => {
      if (!(await this.ofProduct(productSlug, planId))) return null;
      const data: Record<string, unknown> = {};
      if (changes.price_monthly !== undefined) data.price_monthly_ore = toOre(changes.price_monthly);
      if (changes.price_yearly !== undefined) data.price_yearly_ore = toOre(changes.price_yearly);
      if (changes.is_active !== undefined) data.is_active = changes.is_active;
      const row: PlanRow = await strapi.db.query(PLAN_UID).update({ select: PLAN_ATTRIBUTES, where: { id: planId }, data });
      return toApiPlan(row, productSlug);
    });
  },

  /** The plan, if it belongs to the product. */
  async ofProduct(productSlug: string, planId: number): Promise<PlanRow | null> {
    return strapi.db.query(PLAN_UID).findOne({ select: PLAN_ATTRIBUTES, where: { id: planId, product: { slug: productSlug } } });
  },
}));
