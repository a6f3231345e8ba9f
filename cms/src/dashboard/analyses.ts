import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ANALYSIS_MONTHS, type Cohort, type DailyCount, type DashboardAnalyses, type FunnelMonth } from '@platform/shared';
import { liveProducts } from '../health/live-products';
import { dashboardScope, filtersFromQuery, type DashboardScope } from './dashboard-filters';
import { fillPeriods, osloMonths, periodTable, type Period } from './oslo-periods';
import { registrationsPer, SIGN_IN_ACTION } from './user-activity';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** A count per month, or per product and month (then with `product`). */
type CountRow = { product?: string | null; period_key: string; count: unknown };

const withinPeriods = (column: string, alias: string) => (join: Knex.JoinClause) =>
  join.on(column, '>=', `${alias}.period_start`).andOn(column, '<', `${alias}.period_end`);

/** A funnel step's distinct `counted` per month: `base` gives the rows, joined to the months as `p`. */
async function platformPerMonth(knex: Knex, months: Period[], base: (months: Knex.Raw) => Knex.QueryBuilder, counted: string): Promise<DailyCount[]> {
  const rows: CountRow[] = await base(periodTable(knex, months, 'p'))
    .groupBy('p.period_key')
    .select('p.period_key')
    .countDistinct({ count: counted });
  return fillPeriods(months, rows);
}

/** The same per live product and month, in one grouped query whatever the number of products. */
async function productsPerMonth(
  knex: Knex,
  months: Period[],
  productIds: string[],
  base: (months: Knex.Raw) => Knex.QueryBuilder,
  productColumn: string,
  counted: string,
): Promise<Map<string, DailyCount[]>> {
  const rows: CountRow[] =
    productIds.length === 0
      ? []
      : await base(periodTable(knex, months, 'p'))
          .whereIn(productColumn, productIds)
          .groupBy(productColumn, 'p.period_key')
          .select({ product: productColumn }, 'p.period_key')
          .countDistinct({ count: counted });
  return new Map(
    productIds.map((id) => [
      id,
      fillPeriods(
        months,
        rows.filter((row) => row.product === id),
      ),
    ]),
  );
}

/** The funnel visitor → sign-up → trial → paid per month, as FunnelMonth defines each step. */
async function funnel(knex: Knex, scope: DashboardScope, months: Period[], productIds: string[], signUps: DailyCount[]): Promise<FunnelMonth[]> {
  const visits = (periods: Knex.Raw) =>
    knex('page_visits')
      .join(periods, withinPeriods('page_visits.created_at', 'p'))
      .modify((query) => scope.visits(query));
  // A product's sign-ups: accounts made in the month that viewed its pages signed in within the same month.
  const productSignUpRows = (periods: Knex.Raw) =>
    knex('up_users')
      .join(periods, withinPeriods('up_users.created_at', 'p'))
      .join('page_visits', (join) =>
        join
          .on('page_visits.user_id', 'up_users.id')
          .andOn('page_visits.created_at', '>=', 'p.period_start')
          .andOn('page_visits.created_at', '<', 'p.period_end'),
      )
      .modify((query) => scope.users(query))
      .modify((query) => scope.visits(query));
  const subscriptionsBy = (column: 'trial_start' | 'started_at') => (periods: Knex.Raw) =>
    knex('product_subscriptions')
      .join(periods, withinPeriods(`product_subscriptions.${column}`, 'p'))
      .modify((query) => scope.byUser(query, 'product_subscriptions.user_id'));

  const trialRows = subscriptionsBy('trial_start');
  const paidRows = subscriptionsBy('started_at');
  const subscriber = 'product_subscriptions.user_id';
  const subscribed = 'product_subscriptions.product_slug';
  const [visitors, productVisitors, productSignUps, trials, productTrials, paid, productPaid] = await Promise.all([
    platformPerMonth(knex, months, visits, 'page_visits.visitor_id'),
    productsPerMonth(knex, months, productIds, visits, 'page_visits.product_id', 'page_visits.visitor_id'),
    productsPerMonth(knex, months, productIds, productSignUpRows, 'page_visits.product_id', 'up_users.id'),
    platformPerMonth(knex, months, trialRows, subscriber),
    productsPerMonth(knex, months, productIds, trialRows, subscribed, subscriber),
    platformPerMonth(knex, months, paidRows, subscriber),
    productsPerMonth(knex, months, productIds, paidRows, subscribed, subscriber),
  ]);
  const rowsOf = (product: string | null, steps: { visitors: DailyCount[]; signUps: DailyCount[]; trials: DailyCount[]; paid: DailyCount[] }) =>
    months.map((month, i) => ({
      product,
      month: month.key,
      visitors: steps.visitors[i].count,
      signUps: steps.signUps[i].count,
      trials: steps.trials[i].count,
      paid: steps.paid[i].count,
    }));
  const of = (step: Map<string, DailyCount[]>, id: string) => step.get(id) as DailyCount[];
  return [
    ...rowsOf(null, { visitors, signUps, trials, paid }),
    ...productIds.flatMap((id) =>
      rowsOf(id, { visitors: of(productVisitors, id), signUps: of(productSignUps, id), trials: of(productTrials, id), paid: of(productPaid, id) }),
    ),
  ];
}

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * Accounts by the month they were made, and the share of each that signed in during each month since: one query
 * over cohort month × later month, each account looked up in the log by its own index range.
 */
async function cohorts(knex: Knex, scope: DashboardScope, months: Period[], sizes: DailyCount[]): Promise<Cohort[]> {
  const rows: Array<{ cohort: string; month: string; count: unknown }> = await knex('up_users')
    .join(periodTable(knex, months, 'c'), withinPeriods('up_users.created_at', 'c'))
    .join(periodTable(knex, months, 'a'), (join) => join.on('a.period_start', '>=', 'c.period_start'))
    .whereExists((signIn) =>
      signIn
        .select(knex.raw('1'))
        .from('log_entries')
        .where('log_entries.action', SIGN_IN_ACTION)
        .where('log_entries.user_id', knex.ref('up_users.id'))
        .where('log_entries.timestamp', '>=', knex.ref('a.period_start'))
        .where('log_entries.timestamp', '<', knex.ref('a.period_end')),
    )
    .modify((query) => scope.users(query))
    .groupBy('c.period_key', 'a.period_key')
    .select({ cohort: 'c.period_key', month: 'a.period_key' })
    .count({ count: '*' });
  const active = new Map(rows.map((row) => [`${row.cohort}/${row.month}`, Number(row.count)]));
  return months.map((month, i) => ({
    month: month.key,
    size: sizes[i].count,
    retention: months.map((_, k) => {
      const later = months[i + k];
      // A month still ahead, or a cohort of nobody, has no share to show.
      return later && sizes[i].count > 0 ? percentOf(active.get(`${month.key}/${later.key}`) ?? 0, sizes[i].count) : null;
    }),
  }));
}

export async function dashboardAnalyses(strapi: Core.Strapi, scope: DashboardScope, now = new Date()): Promise<DashboardAnalyses> {
  const knex = strapi.db.connection;
  const months = osloMonths(now, ANALYSIS_MONTHS);
  const products = await liveProducts(knex);
  const productIds = products.map((product) => product.id);
  // Accounts made per month: the platform's sign-ups and the cohorts' sizes alike.
  const signUps = await registrationsPer(knex, scope, months);
  const [funnelMonths, cohortRows] = await Promise.all([funnel(knex, scope, months, productIds, signUps), cohorts(knex, scope, months, signUps)]);
  return { funnel: funnelMonths, products, cohorts: cohortRows };
}

/** GET /api/admin/dashboard/analyses?excludeAdmins&excludeTestUsers */
export async function dashboardAnalysesHandler(ctx: Ctx): Promise<void> {
  const filters = filtersFromQuery(ctx);
  if (!filters) return;
  ctx.body = await dashboardAnalyses(strapi, await dashboardScope(strapi, filters));
}
