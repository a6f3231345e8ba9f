import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ADMIN_ACCESS_THRESHOLD, DASHBOARD_FILTER_MESSAGES, parseDashboardFilters, type DashboardFilters } from '@platform/shared';
import { excludedVisitsWhere } from '../analytics/excluded-ips';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/**
 * What every dashboard figure leaves out, in one place: the header's switches (administrators' and test users'
 * accounts) and the excluded addresses. Each figure applies these conditions in its own SQL; nothing is loaded into
 * JavaScript to be filtered.
 */
export interface DashboardScope {
  filters: DashboardFilters;
  /** Narrows a query on up_users (or a join of it, by the column of the user's id) to the counted accounts. */
  users: (query: Knex.QueryBuilder, idColumn?: string) => void;
  /** Narrows a query by a column holding a user id (log_entries."userId", payments.user_id...): rows of left-out accounts go; rows without a user stay. */
  byUser: (query: Knex.QueryBuilder, userIdColumn: string) => void;
  /**
   * Narrows a query on page_visits (the table by its own name, not an alias): excluded addresses, and with a switch
   * on, every visit of a visitor id that was ever signed in as a left-out account.
   */
  visits: (query: Knex.QueryBuilder) => void;
}

/** The switches from the query, or a 400 with the message when one is neither true nor false. */
export function filtersFromQuery(ctx: Ctx): DashboardFilters | null {
  const filters = parseDashboardFilters(ctx.query as Record<string, unknown>);
  if (!filters) ctx.badRequest(DASHBOARD_FILTER_MESSAGES.badSwitch);
  return filters;
}

/** The ids of the accounts the switches leave out, as a subquery (null when both switches are off). */
function leftOutUsers(knex: Knex, filters: DashboardFilters): Knex.QueryBuilder | null {
  if (!filters.excludeAdmins && !filters.excludeTestUsers) return null;
  return knex('up_users')
    .select('id')
    .where((q) => {
      if (filters.excludeAdmins) q.orWhere('access_level', '>', ADMIN_ACCESS_THRESHOLD);
      if (filters.excludeTestUsers) q.orWhere('account_type', 1);
    });
}

export async function dashboardScope(strapi: Core.Strapi, filters: DashboardFilters): Promise<DashboardScope> {
  const knex = strapi.db.connection;
  const excludedAddresses = await excludedVisitsWhere(strapi);
  return {
    filters,
    users: (query, idColumn = 'up_users.id') => {
      const leftOut = leftOutUsers(knex, filters);
      if (leftOut) query.whereNotIn(idColumn, leftOut);
    },
    byUser: (query, userIdColumn) => {
      const leftOut = leftOutUsers(knex, filters);
      if (leftOut) query.where((q) => q.whereNull(userIdColumn).orWhereNotIn(userIdColumn, leftOut));
    },
    visits: (query) => {
      excludedAddresses(query);
      const leftOut = leftOutUsers(knex, filters);
      if (leftOut) {
        const leftOutVisitors = knex('page_visits as left_out_visits')
          .distinct('left_out_visits.visitor_id')
          .whereIn('left_out_visits.user_id', leftOut);
        query.whereNotIn('page_visits.visitor_id', leftOutVisitors);
      }
    },
  };
}
