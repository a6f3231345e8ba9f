import { factories } from '@strapi/strapi';
import { netOre, toNok, type Payment, type PaymentInput, type PaymentStatus } from '@platform/shared';
import { toIsoDate, toNumber } from '../../../db-values';
import { PRODUCT_UID } from '../../product/services/product';

export const PAYMENT_UID = 'api::payment.payment';

interface PaymentRow {
  id: number;
  product_slug: string | null;
  amount_ore: number;
  status: PaymentStatus;
  paid_at: unknown;
  reference: string | null;
  plan?: { id: number; name: string } | null;
}

const payments = () => strapi.db.query(PAYMENT_UID);

export default factories.createCoreService(PAYMENT_UID, ({ strapi }) => ({
  /** The user's payments, newest first, with the product's current name. */
  async ofUser(userId: number): Promise<Payment[]> {
    const rows: PaymentRow[] = await payments().findMany({
      select: ['id', 'product_slug', 'amount_ore', 'status', 'paid_at', 'reference'],
      where: { user_id: userId },
      populate: { plan: { select: ['id', 'name'] } },
      orderBy: [{ paid_at: 'desc' }, { id: 'desc' }],
    });
    const slugs = [...new Set(rows.map((row) => row.product_slug).filter((slug): slug is string => Boolean(slug)))];
    const products: Array<{ slug: string; name: string }> = slugs.length
      ? await strapi.db.query(PRODUCT_UID).findMany({ select: ['slug', 'name'], where: { slug: { $in: slugs } } })
      : [];
    const nameOf = new Map(products.map((product) => [product.slug, product.name]));
    return rows.map((row) => ({
      id: row.id,
      productId: row.product_slug,
      productName: row.product_slug ? (nameOf.get(row.product_slug) ?? row.product_slug) : null,
      planId: row.plan?.id ?? null,
      planName: row.plan?.name ?? null,
      amount: toNok(Number(row.amount_ore)),
      status: row.status,
      paidAt: toIsoDate(row.paid_at) as string,
      reference: row.reference,
    }));
  },

  /** Paid minus refunded in NOK, per user, for the users asked (all of them in one query). */
  async spentBy(userIds: readonly number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows: Array<{ user_id: number; status: string; total: unknown }> = await strapi.db
      .connection('payments')
      .select('user_id', 'status')
      .sum({ total: 'amount_ore' })
      .whereIn('user_id', [...userIds])
      .groupBy('user_id', 'status');
    const byUser = new Map<number, Array<{ amountOre: number; status: string }>>();
    for (const row of rows) {
      const list = byUser.get(Number(row.user_id)) ?? [];
      list.push({ amountOre: toNumber(row.total), status: row.status });
      byUser.set(Number(row.user_id), list);
    }
    return new Map([...byUser].map(([userId, sums]) => [userId, toNok(netOre(sums))]));
  },

  /** Paid minus refunded over every stored payment, deleted users' included (the revenue card). */
  async totalRevenue(): Promise<number> {
    const rows: Array<{ status: string; total: unknown }> = await strapi.db
      .connection('payments')
      .select('status')
      .sum({ total: 'amount_ore' })
      .groupBy('status');
    return toNok(netOre(rows.map((row) => ({ amountOre: toNumber(row.total), status: row.status }))));
  },

  /** What the user has paid for the product, net of refunds, in øre (the most a refund may give back). */
  async netOreFor(userId: number, productSlug: string): Promise<number> {
    const rows: Array<{ amount_ore: number; status: string }> = await payments().findMany({
      select: ['amount_ore', 'status'],
      where: { user_id: userId, product_slug: productSlug },
    });
    return netOre(rows.map((row) => ({ amountOre: Number(row.amount_ore), status: row.status })));
  },

  /** An admin's manual payment or refund; the caller has checked the product and plan. */
  async register(userId: number, input: PaymentInput, now: Date = new Date()): Promise<number> {
    const created = await payments().create({
      data: {
        user_id: userId,
        product_slug: input.productId,
        plan: input.planId,
        amount_ore: input.amountOre,
        status: input.status,
        paid_at: input.paidAt ?? now,
        reference: input.reference,
      },
    });
    return created.id as number;
  },

  /** Payments outlive their user for bookkeeping: the link to the person goes, the amounts stay. */
  async anonymise(userId: number): Promise<void> {
    await payments().updateMany({ where: { user_id: userId }, data: { user_id: null } });
  },
}));
