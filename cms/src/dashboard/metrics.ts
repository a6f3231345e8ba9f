import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { DASHBOARD_WINDOW_DAYS, REVENUE_MONTHS, toNok, type DashboardMetrics, type MonthlyRevenue, type ProductMetrics } from '@platform/shared';
import { liveProducts } from '../health/live-products';
import { dashboardScope, filtersFromQuery, type DashboardScope } from './dashboard-filters';
import { dbMoment } from '../db-values';
import { osloDays, osloMonths, periodTable } from './oslo-periods';
import { countAccounts, countSignedIn, daysBefore, PAYING_NOW, TRIAL_RUNNING, type Window } from './overview';
import { registrationsPer, signInsPer } from './user-activity';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Row = Record<string, unknown>;

/** Percent with one decimal; null when there is nothing to divide by. */
const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
/** Øre to whole kroner. */
const kroner = (ore: number): number => Math.round(toNok(ore));
/** Paid counts, refunded is taken off, failed counts nothing (as netOre does in JavaScript). */
const NET_ORE = `sum(case when payments.status = 'paid' then payments.amount_ore when payments.status = 'refunded' then -payments.amount_ore else 0 end)`;

/** Sum of each column over rows grouped by product, and the rows by product. */
function byProduct(rows: Row[]): { total: (column: string) => number; of: (id: string, column: string) => number } {
  const map = new Map(rows.map((row) => [String(row.product_slug), row]));
  return {
    total: (column) => rows.reduce((sum, row) => sum + Number(row[column] ?? 0), 0),
    of: (id, column) => Number(map.get(id)?.[column] ?? 0),
  };
}

/**
 * Per product (all products, so the totals include retired ones): active subscriptions, running trials, trials that
 * became paid within the period, and the trials that ended within it with those of them paying now.
 */
async function subscriptionCounts(knex: Knex, scope: DashboardScope, period: Window, now: Date) {
  const m = (date: Date) => dbMoment(knex, date);
  const query = knex('product_subscriptions')
    .select('product_slug')
    .select(knex.raw(`sum(case when ${PAYING_NOW} then 1 else 0 end) as active`, [m(now)]))
    .select(knex.raw(`sum(case when ${TRIAL_RUNNING} then 1 else 0 end) as trials`, [m(now)]))
    .select(
      knex.raw(`sum(case when trial_start is not null and started_at >= ? and started_at < ? then 1 else 0 end) as conversions`, [
        m(period.from),
        m(period.to),
      ]),
    )
    .select(knex.raw(`sum(case when trial_end >= ? and trial_end < ? then 1 else 0 end) as ended`, [m(period.from), m(period.to)]))
    .select(
      knex.raw(`sum(case when trial_end >= ? and trial_end < ? and ${PAYING_NOW} then 1 else 0 end) as ended_paying`, [
        m(period.from),
        m(period.to),
        m(now),
      ]),
    )
    .groupBy('product_slug');
  scope.users(query, 'product_subscriptions.user_id');
  return byProduct(await query);
}

/**
 * Churn per product over a window: the paid subscriptions running at its start (started before it, period not ended
 * by then), and those of them whose period ended within the window. A renewal moves the period's end on, so such a
 * period was not renewed: lapsed, whether the row says inactive or expired or still active (expired in effect).
 */
async function churnCounts(knex: Knex, scope: DashboardScope, window: Window) {
  const from = dbMoment(knex, window.from);
  const to = dbMoment(knex, window.to);
  const query = knex('product_subscriptions')
    .select('product_slug')
    .count({ base: '*' })
    .select(knex.raw(`sum(case when current_period_end >= ? and current_period_end < ? then 1 else 0 end) as lapsed`, [from, to]))
    .whereNotNull('started_at')
    .where('started_at', '<', from)
    .where((q) => q.whereNull('current_period_end').orWhere('current_period_end', '>=', from))
    .groupBy('product_slug');
  scope.users(query, 'product_subscriptions.user_id');
  return byProduct(await query);
}

/** Net revenue in øre per calendar month (Oslo), oldest first. */
async function monthlyNetOre(knex: Knex, scope: DashboardScope, now: Date): Promise<Array<{ month: string; ore: number }>> {
  const months = osloMonths(now, REVENUE_MONTHS);
  const query = knex('payments')
    .join(periodTable(knex, months, 'p'), (join) =>
      join.on('payments.paid_at', '>=', 'p.period_start').andOn('payments.paid_at', '<', 'p.period_end'),
    )
    .select('p.period_key')
    .select(knex.raw(`${NET_ORE} as net`))
    .groupBy('p.period_key');
  scope.byUser(query, 'payments.user_id');
  const net = new Map((await query).map((row: Row) => [String(row.period_key), Number(row.net ?? 0)]));
  return months.map((month) => ({ month: month.key, ore: net.get(month.key) ?? 0 }));
}

/** Distinct accounts with a paid payment within the window. */
async function payers(knex: Knex, scope: DashboardScope, window: Window): Promise<number> {
  const query = knex('payments')
    .countDistinct({ n: 'payments.user_id' })
    .where('payments.status', 'paid')
    .whereNotNull('payments.user_id')
    .where('payments.paid_at', '>=', dbMoment(knex, window.from))
    .where('payments.paid_at', '<', dbMoment(knex, window.to));
  scope.byUser(query, 'payments.user_id');
  return Number((await query)[0]?.n ?? 0);
}

/** Net revenue in øre per product within the window. */
async function productNetOre(knex: Knex, scope: DashboardScope, window: Window) {
  const query = knex('payments')
    .select('payments.product_slug')
    .select(knex.raw(`${NET_ORE} as net`))
    .where('payments.paid_at', '>=', dbMoment(knex, window.from))
    .where('payments.paid_at', '<', dbMoment(knex, window.to))
    .groupBy('payments.product_slug');
  scope.byUser(query, 'payments.user_id');
  return byProduct(await query);
}

export async function dashboardMetrics(strapi: Core.Strapi, scope: DashboardScope, now = new Date()): Promise<DashboardMetrics> {
  const knex = strapi.db.connection;
  const period = daysBefore(now, DASHBOARD_WINDOW_DAYS);
  const previous = daysBefore(period.from, DASHBOARD_WINDOW_DAYS);
  const months = osloMonths(now, REVENUE_MONTHS);
  const lastMonth = months[months.length - 2];
  const days = osloDays(now, DASHBOARD_WINDOW_DAYS);

  const [subscriptions, churn, churnBefore, monthly, lastMonthPayers, productRevenue, totalUsers, activeUsers, signIns, registrations, products] =
    await Promise.all([
      subscriptionCounts(knex, scope, period, now),
      churnCounts(knex, scope, period),
      churnCounts(knex, scope, previous),
      monthlyNetOre(knex, scope, now),
      payers(knex, scope, { from: lastMonth.start, to: lastMonth.end }),
      productNetOre(knex, scope, period),
      countAccounts(knex, scope),
      countSignedIn(knex, scope, period),
      signInsPer(knex, scope, days),
      registrationsPer(knex, scope, days),
      liveProducts(knex),
    ]);

  const lastMonthOre = monthly[monthly.length - 2].ore;
  const monthlyRevenue: MonthlyRevenue[] = monthly.map(({ month, ore }) => ({ month, revenue: kroner(ore) }));
  return {
    overall: {
      activeSubscriptions: subscriptions.total('active'),
      trialConversions: subscriptions.total('conversions'),
      activeUsers,
      conversionRate: percent(subscriptions.total('ended_paying'), subscriptions.total('ended')),
      totalUsers,
    },
    period: { days: DASHBOARD_WINDOW_DAYS },
    revenue: {
      averageRevenuePerUser: lastMonthPayers > 0 ? kroner(lastMonthOre / lastMonthPayers) : null,
      churnRate: percent(churn.total('lapsed'), churn.total('base')),
      previousChurnRate: percent(churnBefore.total('lapsed'), churnBefore.total('base')),
      totalRevenue: kroner(monthly.reduce((sum, { ore }) => sum + ore, 0)),
      lastMonthRevenue: kroner(lastMonthOre),
      monthlyRevenue,
    },
    activity: { signIns, registrations },
    products: products.map(
      (product): ProductMetrics => ({
        id: product.id,
        name: product.name,
        activeSubscriptions: subscriptions.of(product.id, 'active'),
        activeTrials: subscriptions.of(product.id, 'trials'),
        trialConversions: subscriptions.of(product.id, 'conversions'),
        revenue: kroner(productRevenue.of(product.id, 'net')),
        churnRate: percent(churn.of(product.id, 'lapsed'), churn.of(product.id, 'base')),
      }),
    ),
  };
}

/** GET /api/admin/metrics?excludeAdmins&excludeTestUsers */
export async function dashboardMetricsHandler(ctx: Ctx): Promise<void> {
  const filters = filtersFromQuery(ctx);
  if (!filters) return;
  ctx.body = await dashboardMetrics(strapi, await dashboardScope(strapi, filters));
}
