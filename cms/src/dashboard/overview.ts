import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { DASHBOARD_WINDOW_DAYS, growthPercent, type DashboardAnalytics, type DashboardOverview, type ProductStat } from '@platform/shared';
import { serviceHealth } from '../health/service-health';
import { liveProducts } from '../health/live-products';
import { dashboardScope, filtersFromQuery, type DashboardScope } from './dashboard-filters';
import { dbMoment } from '../db-values';
import { p95ResponseTimes, RESPONSE_TIME_WINDOW_MS } from './product-timings';
import { SIGN_IN_ACTION } from './user-activity';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export const DAY_MS = 86_400_000;

/** [from, to): a window of whole days ending at `end`. */
export interface Window {
  from: Date;
  to: Date;
}
export const daysBefore = (end: Date, days: number): Window => ({ from: new Date(end.getTime() - days * DAY_MS), to: end });

/**
 * A product_subscriptions row paying now: status active and its period not ended (an active row past its period is
 * expired, as effectiveSubscriptionStatus has it); one binding, now.
 */
export const PAYING_NOW = `(status = 'active' and (current_period_end is null or current_period_end > ?))`;
/** A trial running now (status trial, trial_end in the future); one binding, now. */
export const TRIAL_RUNNING = `(status = 'trial' and trial_end > ?)`;

const countOf = (rows: Array<Record<string, unknown>>): number => Number(rows[0]?.n ?? 0);

/** Counted accounts, made within the window when one is given. */
export async function countAccounts(knex: Knex, scope: DashboardScope, made?: Window): Promise<number> {
  const query = knex('up_users').count({ n: '*' });
  scope.users(query);
  if (made) query.where('created_at', '>=', dbMoment(knex, made.from)).where('created_at', '<', dbMoment(knex, made.to));
  return countOf(await query);
}

/**
 * Distinct accounts with a sign-in in the log within the window. Walks the distinct signed-in accounts down the
 * (action, user_id, timestamp) index, one seek each, and probes each for a sign-in in the window: a few thousand seeks
 * instead of a DISTINCT over every sign-in of the window (150,000 in 30 days at a million log entries).
 */
export async function countSignedIn(knex: Knex, scope: DashboardScope, window: Window): Promise<number> {
  const signers = knex.raw(
    `SELECT MIN(user_id) AS user_id FROM log_entries WHERE action = ? AND user_id IS NOT NULL
     UNION ALL
     SELECT (SELECT MIN(later.user_id) FROM log_entries later WHERE later.action = ? AND later.user_id > signers.user_id)
     FROM signers WHERE signers.user_id IS NOT NULL`,
    [SIGN_IN_ACTION, SIGN_IN_ACTION],
  );
  const query = knex
    .withRecursive('signers', ['user_id'], signers)
    .from('signers')
    .count({ n: '*' })
    .whereNotNull('signers.user_id')
    .whereExists((q) =>
      q
        .from('log_entries')
        .select(knex.raw('1'))
        .where('log_entries.action', SIGN_IN_ACTION)
        .whereRaw('log_entries.user_id = signers.user_id')
        .where('log_entries.timestamp', '>=', dbMoment(knex, window.from))
        .where('log_entries.timestamp', '<', dbMoment(knex, window.to)),
    );
  scope.byUser(query, 'signers.user_id');
  return countOf(await query);
}

/** Distinct visitor ids on the site within the window. */
async function countVisitors(knex: Knex, scope: DashboardScope, window: Window): Promise<number> {
  const query = knex('page_visits')
    .countDistinct({ n: 'page_visits.visitor_id' })
    .where('page_visits.created_at', '>=', dbMoment(knex, window.from))
    .where('page_visits.created_at', '<', dbMoment(knex, window.to));
  scope.visits(query);
  return countOf(await query);
}

async function analytics(knex: Knex, scope: DashboardScope, now: Date): Promise<DashboardAnalytics> {
  const recent = daysBefore(now, DASHBOARD_WINDOW_DAYS);
  const before = daysBefore(recent.from, DASHBOARD_WINDOW_DAYS);
  const [totalUsers, activeUsers, uniqueVisitors, visitorsBefore, newUsers, newUsersBefore, newInquiries] = await Promise.all([
    countAccounts(knex, scope),
    countSignedIn(knex, scope, recent),
    countVisitors(knex, scope, recent),
    countVisitors(knex, scope, before),
    countAccounts(knex, scope, recent),
    countAccounts(knex, scope, before),
    knex('inquiries').count({ n: '*' }).where('status', 'new').then(countOf),
  ]);
  return {
    totalUsers,
    activeUsers,
    uniqueVisitors,
    newUsers,
    userGrowth: growthPercent(newUsers, newUsersBefore),
    visitorGrowth: growthPercent(uniqueVisitors, visitorsBefore),
    newInquiries,
  };
}

/** A count per key from rows of (key, n). */
const countsBy = (rows: Array<Record<string, unknown>>, key: string) => new Map(rows.map((row) => [String(row[key]), Number(row.n)]));

export async function dashboardOverview(strapi: Core.Strapi, scope: DashboardScope, now = new Date()): Promise<DashboardOverview> {
  const knex = strapi.db.connection;
  const recent = daysBefore(now, DASHBOARD_WINDOW_DAYS);

  const subscribers = knex('product_subscriptions')
    .select('product_slug')
    .countDistinct({ n: 'user_id' })
    .whereRaw(`(${PAYING_NOW} or ${TRIAL_RUNNING})`, [dbMoment(knex, now), dbMoment(knex, now)])
    .groupBy('product_slug');
  scope.users(subscribers, 'product_subscriptions.user_id');
  const visitors = knex('page_visits')
    .select('page_visits.product_id')
    .countDistinct({ n: 'page_visits.visitor_id' })
    .whereNotNull('page_visits.product_id')
    .where('page_visits.created_at', '>=', dbMoment(knex, recent.from))
    .where('page_visits.created_at', '<', dbMoment(knex, recent.to))
    .groupBy('page_visits.product_id');
  scope.visits(visitors);

  const [figures, products, systemHealth, users, visits, p95] = await Promise.all([
    analytics(knex, scope, now),
    liveProducts(knex),
    serviceHealth(knex, now),
    subscribers.then((rows) => countsBy(rows, 'product_slug')),
    visitors.then((rows) => countsBy(rows, 'product_id')),
    p95ResponseTimes(knex, new Date(now.getTime() - RESPONSE_TIME_WINDOW_MS)),
  ]);
  const health = new Map(systemHealth.map((entry) => [entry.service, entry]));
  const productStats = products.map((product): ProductStat => {
    const entry = health.get(`product:${product.id}`);
    return {
      id: product.id,
      name: product.name,
      users: users.get(product.id) ?? 0,
      uniqueVisitors: visits.get(product.id) ?? 0,
      uptime: entry?.uptime ?? null,
      responseTime: p95.get(product.id) ?? null,
      status: entry?.status ?? 'unknown',
    };
  });
  return { analytics: figures, productStats, systemHealth };
}

/** GET /api/admin/dashboard-overview?excludeAdmins&excludeTestUsers */
export async function dashboardOverviewHandler(ctx: Ctx): Promise<void> {
  const filters = filtersFromQuery(ctx);
  if (!filters) return;
  ctx.body = await dashboardOverview(strapi, await dashboardScope(strapi, filters));
}
