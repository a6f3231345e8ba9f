import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { DASHBOARD_WINDOW_DAYS, MOST_ACTIVE_USERS, type ActiveUser, type DailyCount, type UserActivity } from '@platform/shared';
import { toIsoDate } from '../db-values';
import { dashboardScope, filtersFromQuery, type DashboardScope } from './dashboard-filters';
import { dbMoment } from '../db-values';
import { fillPeriods, osloDays, periodTable, type Period } from './oslo-periods';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The log's action of a successful sign-in. */
export const SIGN_IN_ACTION = 'auth.sign_in';

const withinPeriods = (column: string, alias: string) => (join: Knex.JoinClause) =>
  join.on(column, '>=', `${alias}.period_start`).andOn(column, '<', `${alias}.period_end`);

/** Sign-ins (log entries) per period; entries of left-out accounts go, entries without a user stay. */
export async function signInsPer(knex: Knex, scope: DashboardScope, periods: Period[]): Promise<DailyCount[]> {
  const rows = await knex('log_entries')
    .join(periodTable(knex, periods, 'p'), withinPeriods('log_entries.timestamp', 'p'))
    .where('log_entries.action', SIGN_IN_ACTION)
    .modify((query) => scope.byUser(query, 'log_entries.user_id'))
    .groupBy('p.period_key')
    .select('p.period_key')
    .count({ count: '*' });
  return fillPeriods(periods, rows as Array<{ period_key: string; count: unknown }>);
}

/** Accounts made per period (up_users.created_at, not the log: an account made by an administrator counts too). */
export async function registrationsPer(knex: Knex, scope: DashboardScope, periods: Period[]): Promise<DailyCount[]> {
  const rows = await knex('up_users')
    .join(periodTable(knex, periods, 'p'), withinPeriods('up_users.created_at', 'p'))
    .modify((query) => scope.users(query))
    .groupBy('p.period_key')
    .select('p.period_key')
    .count({ count: '*' });
  return fillPeriods(periods, rows as Array<{ period_key: string; count: unknown }>);
}

/**
 * The accounts with the most sign-ins in [from, to), ties by the newest sign-in: the log's entries are counted per
 * user id first (from the index alone), then joined to the accounts, so deleted accounts have no row.
 */
async function mostActiveUsers(knex: Knex, scope: DashboardScope, from: Date, to: Date): Promise<ActiveUser[]> {
  const perUser = knex('log_entries')
    .where('log_entries.action', SIGN_IN_ACTION)
    .where('log_entries.timestamp', '>=', dbMoment(knex, from))
    .where('log_entries.timestamp', '<', dbMoment(knex, to))
    .groupBy('log_entries.user_id')
    .select('log_entries.user_id')
    .count({ sign_ins: '*' })
    .max({ last_sign_in: 'log_entries.timestamp' })
    .as('s');
  const rows: Array<{ id: number; email: string; first_name: string | null; last_name: string | null; sign_ins: unknown; last_sign_in: unknown }> =
    await knex
      .from(perUser)
      .join('up_users', 'up_users.id', 's.user_id')
      .modify((query) => scope.users(query))
      .select('up_users.id', 'up_users.email', 'up_users.first_name', 'up_users.last_name', 's.sign_ins', 's.last_sign_in')
      .orderBy([
        { column: 's.sign_ins', order: 'desc' },
        { column: 's.last_sign_in', order: 'desc' },
        { column: 'up_users.id', order: 'asc' },
      ])
      .limit(MOST_ACTIVE_USERS);
  return rows.map((row) => ({
    userId: Number(row.id),
    email: row.email,
    name: [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
    signIns: Number(row.sign_ins),
    lastSignIn: toIsoDate(row.last_sign_in) as string,
  }));
}

export async function userActivity(strapi: Core.Strapi, scope: DashboardScope, now = new Date()): Promise<UserActivity> {
  const knex = strapi.db.connection;
  const days = osloDays(now, DASHBOARD_WINDOW_DAYS);
  const [signIns, registrations, mostActive] = await Promise.all([
    signInsPer(knex, scope, days),
    registrationsPer(knex, scope, days),
    mostActiveUsers(knex, scope, days[0].start, days[days.length - 1].end),
  ]);
  return { days: DASHBOARD_WINDOW_DAYS, signIns, registrations, mostActive };
}

/** GET /api/admin/dashboard/activity?excludeAdmins&excludeTestUsers */
export async function userActivityHandler(ctx: Ctx): Promise<void> {
  const filters = filtersFromQuery(ctx);
  if (!filters) return;
  ctx.body = await userActivity(strapi, await dashboardScope(strapi, filters));
}
