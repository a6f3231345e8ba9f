import { factories } from '@strapi/strapi';
import {
  effectiveSubscriptionStatus,
  hasProductAccess,
  isAdmin,
  isTrialActive,
  type PlanTier,
  type ProductAccess,
  type ProductGrant,
  type SubscriptionStatus,
} from '@platform/shared';
import { toIsoDate } from '../../../db-values';
import { ACTIVE, PRODUCT_UID, requiresSignIn, sortByName, toDateOnly } from '../../product/services/product';
import { productAreaReady } from '../../product/services/product-areas';
import { isUniqueViolation } from '../../../db-errors';

export const SUBSCRIPTION_UID = 'api::product-subscription.product-subscription';
const DAY_MS = 86_400_000;

interface ProductRow {
  slug: string;
  name: string;
  trial_enabled: boolean | number;
  trial_days: number | null;
  launch_date: unknown;
  template?: string | null;
  has_auth?: boolean | number | null;
}

export interface SubscriptionRow {
  id: number;
  product_slug: string;
  status: SubscriptionStatus;
  plan?: { id: number; name: string; tier: PlanTier } | null;
  trial_start: unknown;
  trial_end: unknown;
  started_at: unknown;
  current_period_end: unknown;
  createdAt: unknown;
}

export interface AccessUser {
  id: number;
  accessLevel: number;
  emailVerified: boolean;
}

export type TrialOutcome =
  | { ok: true; product: ProductAccess }
  | { ok: false; reason: 'unknownProduct' | 'notEnabled' | 'areaNotReady' | 'emailNotVerified' | 'alreadyUsed' };

// The row's status as billing or an admin sets it, except that a paid period or a trial that has ended no longer
// counts; a product never granted is inactive.
export const statusOf = (row: Pick<SubscriptionRow, 'status' | 'current_period_end' | 'trial_end'> | undefined, now: Date): SubscriptionStatus =>
  row ? effectiveSubscriptionStatus(row.status, toIsoDate(row.current_period_end), now, toIsoDate(row.trial_end)) : 'inactive';

/** A trial is given once per user and product (an ended one counts), and not on top of a running subscription. */
const trialSpent = (row: SubscriptionRow | undefined, now: Date): boolean => Boolean(row?.trial_start) || statusOf(row, now) === 'active';

function accessOf(product: ProductRow, row: SubscriptionRow | undefined, admin: boolean, now: Date): ProductAccess {
  const subscriptionStatus = statusOf(row, now);
  const trialEndDate = toIsoDate(row?.trial_end);
  const areaReady = productAreaReady(product.slug, product.template);
  return {
    productId: product.slug,
    name: product.name,
    subscriptionStatus,
    trialActive: isTrialActive(trialEndDate, now),
    trialEndDate,
    trialAvailable: Boolean(product.trial_enabled) && areaReady && !trialSpent(row, now),
    // A product without sign-in (has_auth off) is open to everyone.
    hasAccess: !requiresSignIn(product.has_auth) || hasProductAccess({ isAdmin: admin, subscriptionStatus, trialEndDate }, now),
    areaReady,
    launchDate: toDateOnly(product.launch_date),
    trialDays: Number(product.trial_days ?? 0),
  };
}

const SUBSCRIPTION_ATTRIBUTES = ['id', 'product_slug', 'status', 'trial_start', 'trial_end', 'started_at', 'current_period_end', 'createdAt'];
const WITH_PLAN = { plan: { select: ['id', 'name', 'tier'] } };
const PRODUCT_ATTRIBUTES = ['slug', 'name', 'trial_enabled', 'trial_days', 'launch_date', 'template', 'has_auth'];
const subscriptions = () => strapi.db.query(SUBSCRIPTION_UID);

/**
 * When the user got their present access: a trial's start for a trial (also one granted after an earlier
 * subscription), else the subscription's start, else when the row was made.
 */
export const grantedAt = (row: Pick<SubscriptionRow, 'status' | 'started_at' | 'trial_start' | 'createdAt'>): string =>
  toIsoDate(
    row.status === 'trial' ? (row.trial_start ?? row.started_at ?? row.createdAt) : (row.started_at ?? row.trial_start ?? row.createdAt),
  ) as string;

/** The user's one row for the product, made or changed; the unique index keeps it one. */
async function upsert(userId: number, productSlug: string, data: Record<string, unknown>): Promise<void> {
  const where = { user_id: userId, product_slug: productSlug };
  await strapi.db.transaction(async () => {
    const existing = await subscriptions().findOne({ select: ['id'], where });
    if (existing) await subscriptions().update({ where: { id: existing.id }, data });
    else await subscriptions().create({ data: { ...where, ...data } });
  });
}

export default factories.createCoreService(SUBSCRIPTION_UID, ({ strapi }) => ({
  /** The user's access to every active product, by product name. */
  async accessFor(user: AccessUser, now: Date = new Date()): Promise<{ products: ProductAccess[]; isAdmin: boolean }> {
    const admin = isAdmin(user);
    const [products, rows] = await Promise.all([
      strapi.db.query(PRODUCT_UID).findMany({ select: PRODUCT_ATTRIBUTES, where: ACTIVE, orderBy: { id: 'asc' } }) as Promise<ProductRow[]>,
      subscriptions().findMany({ select: SUBSCRIPTION_ATTRIBUTES, where: { user_id: user.id } }) as Promise<SubscriptionRow[]>,
    ]);
    const bySlug = new Map(rows.map((row) => [row.product_slug, row]));
    return { products: sortByName(products).map((product) => accessOf(product, bySlug.get(product.slug), admin, now)), isAdmin: admin };
  },

  /** The user's access to one visible product; null when the product is unknown, inactive, archived or deleted. */
  async accessTo(user: AccessUser, productSlug: string, now: Date = new Date()): Promise<ProductAccess | null> {
    const [product, row] = await Promise.all([
      strapi.db.query(PRODUCT_UID).findOne({ select: PRODUCT_ATTRIBUTES, where: { ...ACTIVE, slug: productSlug } }) as Promise<ProductRow | null>,
      subscriptions().findOne({
        select: SUBSCRIPTION_ATTRIBUTES,
        where: { user_id: user.id, product_slug: productSlug },
      }) as Promise<SubscriptionRow | null>,
    ]);
    return product ? accessOf(product, row ?? undefined, isAdmin(user), now) : null;
  },

  /** What an anonymous caller gets of a visible product open to everyone (has_auth off); null for any other product. */
  async openAccessTo(productSlug: string, now: Date = new Date()): Promise<ProductAccess | null> {
    const product: ProductRow | null = await strapi.db
      .query(PRODUCT_UID)
      .findOne({ select: PRODUCT_ATTRIBUTES, where: { ...ACTIVE, slug: productSlug } });
    return product && !requiresSignIn(product.has_auth) ? accessOf(product, undefined, false, now) : null;
  },

  /**
   * Starts the product's trial (product.trial_days long, from now), in one transaction; the unique index on user and
   * product settles two starts that race.
   */
  async startTrial(user: AccessUser, productSlug: string, now: Date = new Date()): Promise<TrialOutcome> {
    try {
      return await strapi.db.transaction(async () => {
        const product: ProductRow | null = await strapi.db
          .query(PRODUCT_UID)
          .findOne({ select: PRODUCT_ATTRIBUTES, where: { ...ACTIVE, slug: productSlug } });
        if (!product) return { ok: false, reason: 'unknownProduct' } as const;
        if (!product.trial_enabled) return { ok: false, reason: 'notEnabled' } as const;
        // Its area not built yet, a trial would open onto nothing while its days run.
        if (!productAreaReady(product.slug, product.template)) return { ok: false, reason: 'areaNotReady' } as const;
        if (!user.emailVerified) return { ok: false, reason: 'emailNotVerified' } as const;
        const mine = { user_id: user.id, product_slug: productSlug };
        const existing: SubscriptionRow | null = await subscriptions().findOne({ select: SUBSCRIPTION_ATTRIBUTES, where: mine });
        if (trialSpent(existing ?? undefined, now)) return { ok: false, reason: 'alreadyUsed' } as const;

        const trial = { status: 'trial', trial_start: now, trial_end: new Date(now.getTime() + Number(product.trial_days ?? 0) * DAY_MS) };
        const row: SubscriptionRow = existing
          ? await subscriptions().update({ select: SUBSCRIPTION_ATTRIBUTES, where: { id: existing.id }, data: trial })
          : await subscriptions().create({ select: SUBSCRIPTION_ATTRIBUTES, data: { ...mine, ...trial } });
        return { ok: true, product: accessOf(product, row, isAdmin(user), now) } as const;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, reason: 'alreadyUsed' };
      throw error;
    }
  },

  /** The user's subscriptions and trials, newest first, with the product's current name. */
  async listFor(userId: number, now: Date = new Date()) {
    const rows: SubscriptionRow[] = await subscriptions().findMany({
      select: SUBSCRIPTION_ATTRIBUTES,
      where: { user_id: userId },
      populate: WITH_PLAN,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    // The product's current name; a subscription outlives its product's removal, and then shows the product id.
    const products: Array<{ slug: string; name: string }> = rows.length
      ? await strapi.db.query(PRODUCT_UID).findMany({ select: ['slug', 'name'], where: { slug: { $in: rows.map((row) => row.product_slug) } } })
      : [];
    const nameOf = new Map(products.map((product) => [product.slug, product.name]));
    return rows.map((row) => ({
      productId: row.product_slug,
      productName: nameOf.get(row.product_slug) ?? row.product_slug,
      status: statusOf(row, now),
      plan: row.plan?.name ?? null,
      trialEndDate: toIsoDate(row.trial_end),
      startedAt: grantedAt(row),
      currentPeriodEnd: toIsoDate(row.current_period_end),
    }));
  },

  /**
   * An admin's grant: a trial of `trialDays` from now (given even if one was used before: an admin decides), or an
   * open-ended active subscription; on the plan when one is named.
   */
  async grant(userId: number, productSlug: string, grant: ProductGrant, now: Date = new Date()): Promise<void> {
    const data =
      grant.subscriptionStatus === 'trial'
        ? { status: 'trial', trial_start: now, trial_end: new Date(now.getTime() + grant.trialDays * DAY_MS) }
        : { status: 'active', started_at: now, current_period_end: null };
    await upsert(userId, productSlug, { ...data, ...(grant.planId ? { plan: grant.planId } : {}) });
  },

  /** An admin's revoke: the product's access ends now (a running trial ends today; its dates stay, so it is not given again). */
  async revoke(userId: number, productSlug: string, now: Date = new Date()): Promise<boolean> {
    const row: SubscriptionRow | null = await subscriptions().findOne({
      select: SUBSCRIPTION_ATTRIBUTES,
      where: { user_id: userId, product_slug: productSlug },
    });
    if (!row) return false;
    const trialEnd = toIsoDate(row.trial_end);
    const data: Record<string, unknown> = { status: 'inactive' };
    if (isTrialActive(trialEnd, now)) data.trial_end = now;
    if (row.status === 'active') data.current_period_end = now;
    await subscriptions().update({ where: { id: row.id }, data });
    return true;
  },

  /** The tier of the plan the user pays for in the product now, or null (no paid subscription, a trial, no plan). */
  async paidTier(userId: number, productSlug: string, now: Date = new Date()): Promise<PlanTier | null> {
    const row: SubscriptionRow | null = await subscriptions().findOne({
      select: SUBSCRIPTION_ATTRIBUTES,
      where: { user_id: userId, product_slug: productSlug },
      populate: WITH_PLAN,
    });
    return row && statusOf(row, now) === 'active' ? (row.plan?.tier ?? null) : null;
  },

  /** Every row of each of the users, with its plan, for the admin view: rows by user id. */
  async rowsOfUsers(userIds: readonly number[]): Promise<Map<number, SubscriptionRow[]>> {
    const rows: Array<SubscriptionRow & { user_id: number }> = userIds.length
      ? await subscriptions().findMany({
          select: [...SUBSCRIPTION_ATTRIBUTES, 'user_id'],
          where: { user_id: { $in: [...userIds] } },
          populate: WITH_PLAN,
        })
      : [];
    const byUser = new Map<number, SubscriptionRow[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    return byUser;
  },
}));
