import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  DASHBOARD_MESSAGES,
  VISITOR_LIST_LIMIT,
  VISITOR_PRODUCT_ID_MAX_LENGTH,
  VISITOR_PRODUCT_MESSAGES,
  VISITOR_TOP_LIMIT,
  deviceTypeOf,
  parseVisitorDays,
  visitorStatusOf,
  type VisitorAnalytics,
  type VisitorDays,
  type VisitorDetail,
} from '@platform/shared';
import { dashboardScope, filtersFromQuery, type DashboardScope } from './dashboard-filters';
import { dbMoment, isPostgres, osloDays, periodTable } from './oslo-periods';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** Which visits are counted: a window [from, to), one product's pages, one visitor (each optional). */
export interface VisitSelection {
  from?: Date;
  to?: Date;
  productId?: string | null;
  visitorId?: string;
}

/** page_visits narrowed to the selection and the scope; the table keeps its own name, as scope.visits needs. */
export function selectedVisits(knex: Knex, scope: DashboardScope, selection: VisitSelection): Knex.QueryBuilder {
  const query = knex('page_visits');
  if (selection.from) query.where('page_visits.created_at', '>=', dbMoment(knex, selection.from));
  if (selection.to) query.where('page_visits.created_at', '<', dbMoment(knex, selection.to));
  if (selection.productId) query.where('page_visits.product_id', selection.productId);
  if (selection.visitorId) query.where('page_visits.visitor_id', selection.visitorId);
  scope.visits(query);
  return query;
}

/** A stored moment as ISO: epoch milliseconds on SQLite (a number, or a string from an aggregate), a Date on PostgreSQL. */
export const isoOf = (value: Date | string | number): string =>
  new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value).toISOString();

const count = (value: unknown): number => Number(value ?? 0);
const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** Seconds between a group's first and last visit, as SQL on either database. */
const spanSeconds = (knex: Knex) =>
  isPostgres(knex)
    ? 'EXTRACT(EPOCH FROM (MAX(page_visits.created_at) - MIN(page_visits.created_at)))'
    : '(MAX(page_visits.created_at) - MIN(page_visits.created_at)) / 1000.0';

interface DetailRow {
  visitor_id: string;
  last_visit: Date | string | number;
  session_count: unknown;
  page_view_count: unknown;
  user_id: unknown;
  last_page: string | null;
  landing_page: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  ip_masked: string | null;
  country_code: string | null;
  city: string | null;
}

/**
 * The visitors of the selection seen last first, at most `limit`: their figures within it, and the device, place and
 * pages of their newest visit (its landing page: the first page of that visit's session). One query: the aggregate
 * per visitor, the newest visit by a join on its time (ties broken by id), the landing page by the session's index.
 */
export async function visitorDetails(knex: Knex, scope: DashboardScope, selection: VisitSelection, limit: number): Promise<VisitorDetail[]> {
  const perVisitor = selectedVisits(knex, scope, selection)
    .select('page_visits.visitor_id')
    .max({ last_visit: 'page_visits.created_at' })
    .countDistinct({ session_count: 'page_visits.session_id' })
    .count({ page_view_count: '*' })
    .max({ user_id: 'page_visits.user_id' })
    .groupBy('page_visits.visitor_id')
    .orderBy('last_visit', 'desc')
    .orderBy('page_visits.visitor_id')
    .limit(limit);
  const newest = knex('page_visits as newest_visit')
    .join('per_visitor', (join) =>
      join.on('per_visitor.visitor_id', 'newest_visit.visitor_id').andOn('per_visitor.last_visit', 'newest_visit.created_at'),
    )
    .select('newest_visit.*', knex.raw('ROW_NUMBER() OVER (PARTITION BY newest_visit.visitor_id ORDER BY newest_visit.id DESC) AS newest_rank'));
  const rows: DetailRow[] = await knex
    .with('per_visitor', perVisitor)
    .with('newest', newest)
    .from('per_visitor')
    .join('newest', 'newest.visitor_id', 'per_visitor.visitor_id')
    .where('newest.newest_rank', 1)
    .select(
      'per_visitor.*',
      'newest.page as last_page',
      'newest.device',
      'newest.browser',
      'newest.os',
      'newest.ip_masked',
      'newest.country_code',
      'newest.city',
      knex.raw(
        '(SELECT first_visit.page FROM page_visits first_visit WHERE first_visit.session_id = newest.session_id ORDER BY first_visit.created_at, first_visit.id LIMIT 1) AS landing_page',
      ),
    )
    .orderBy('per_visitor.last_visit', 'desc')
    .orderBy('per_visitor.visitor_id');
  return rows.map((row) => {
    const userId = row.user_id === null || row.user_id === undefined ? null : Number(row.user_id);
    return {
      visitor_id: row.visitor_id,
      ip_address: row.ip_masked,
      country_code: row.country_code,
      city: row.city,
      last_visit: isoOf(row.last_visit),
      session_count: count(row.session_count),
      page_view_count: count(row.page_view_count),
      last_page: row.last_page,
      landing_page: row.landing_page,
      device_type: deviceTypeOf(row.device),
      browser: row.browser,
      os: row.os,
      user_id: userId,
      status: visitorStatusOf({ user_id: userId, last_page: row.last_page, landing_page: row.landing_page }),
    };
  });
}

/** The visitor analytics of the last `days` Oslo days (today included), every figure counted in SQL. */
export async function visitorAnalytics(
  strapi: Core.Strapi,
  scope: DashboardScope,
  days: VisitorDays,
  productId: string | null,
  now: Date,
): Promise<VisitorAnalytics> {
  const knex = strapi.db.connection;
  const periods = osloDays(now, days);
  const selection: VisitSelection = { from: periods[0].start, to: periods[periods.length - 1].end, productId };
  const visits = () => selectedVisits(knex, scope, selection);

  const totalsQuery = visits().select(
    knex.raw('COUNT(DISTINCT page_visits.visitor_id) AS visitors'),
    knex.raw('COUNT(DISTINCT page_visits.session_id) AS sessions'),
    knex.raw('COUNT(DISTINCT CASE WHEN page_visits.search_engine IS NOT NULL THEN page_visits.search_terms END) AS search_terms'),
    knex.raw('COUNT(DISTINCT CASE WHEN page_visits.user_id IS NOT NULL THEN page_visits.visitor_id END) AS signed_in'),
  );
  const perSession = visits()
    .select('page_visits.session_id', knex.raw(`${spanSeconds(knex)} AS seconds`))
    .count({ views: '*' })
    .groupBy('page_visits.session_id');
  const sessionsQuery = knex.from(perSession.as('per_session')).avg({ seconds: 'per_session.seconds', views: 'per_session.views' });
  const byDayQuery = visits()
    .join(periodTable(knex, periods, 'day'), (join) =>
      join.on('page_visits.created_at', '>=', 'day.period_start').andOn('page_visits.created_at', '<', 'day.period_end'),
    )
    .select(
      'day.period_key',
      knex.raw('COUNT(DISTINCT page_visits.visitor_id) AS visitors'),
      knex.raw('COUNT(DISTINCT page_visits.session_id) AS sessions'),
    )
    .groupBy('day.period_key');
  const searchQuery = visits()
    .whereNotNull('page_visits.search_engine')
    .whereNotNull('page_visits.search_terms')
    .select('page_visits.search_engine as search_engine', 'page_visits.search_terms as query')
    .count({ count: '*' })
    .groupBy('page_visits.search_engine', 'page_visits.search_terms')
    .orderBy('count', 'desc')
    .orderBy('query')
    .orderBy('search_engine')
    .limit(VISITOR_TOP_LIMIT);
  // A session's first page says where it came from; the site itself is no source (a session going on after a pause).
  const landings = visits()
    .where('page_visits.is_landing', true)
    .select(
      knex.raw(
        "COALESCE(page_visits.utm_source, CASE WHEN page_visits.referrer_type = 'internal' THEN NULL ELSE page_visits.referrer_domain END, '(direct)') AS source",
      ),
      knex.raw(
        "COALESCE(page_visits.utm_medium, CASE WHEN page_visits.referrer_type IS NULL OR page_visits.referrer_type = 'internal' THEN 'direct' ELSE page_visits.referrer_type END) AS medium",
      ),
    );
  const sourcesQuery = knex
    .from(landings.as('landing'))
    .select('landing.source', 'landing.medium')
    .count({ count: '*' })
    .groupBy('landing.source', 'landing.medium')
    .orderBy('count', 'desc')
    .orderBy('landing.source')
    .orderBy('landing.medium')
    .limit(VISITOR_TOP_LIMIT);
  const pagesQuery = visits()
    .select('page_visits.page as page_url')
    .max({ page_title: 'page_visits.title' })
    .count({ views: '*' })
    .groupBy('page_visits.page')
    .orderBy('views', 'desc')
    .orderBy('page_url')
    .limit(VISITOR_TOP_LIMIT);
  const referrersQuery = visits()
    .whereNotNull('page_visits.referrer_domain')
    .where((q) => q.whereNull('page_visits.referrer_type').orWhereNot('page_visits.referrer_type', 'internal'))
    .select('page_visits.referrer_domain as domain')
    .count({ count: '*' })
    .groupBy('page_visits.referrer_domain')
    .orderBy('count', 'desc')
    .orderBy('domain')
    .limit(VISITOR_TOP_LIMIT);

  const [[totals], [sessions], byDay, searches, sources, pages, referrers, details] = await Promise.all([
    totalsQuery,
    sessionsQuery,
    byDayQuery,
    searchQuery,
    sourcesQuery,
    pagesQuery,
    referrersQuery,
    visitorDetails(knex, scope, selection, VISITOR_LIST_LIMIT),
  ]);
  const visitors = count(totals?.visitors);
  const sessionCount = count(totals?.sessions);
  const perDay = new Map<string, Record<string, unknown>>(byDay.map((row: Record<string, unknown>) => [String(row.period_key), row]));
  return {
    days,
    total_visitors: visitors,
    total_sessions: sessionCount,
    unique_search_terms: count(totals?.search_terms),
    conversion_rate: visitors ? oneDecimal((count(totals?.signed_in) / visitors) * 100) : null,
    avg_session_seconds: sessionCount ? Math.round(Number(sessions.seconds)) : null,
    pages_per_session: sessionCount ? oneDecimal(Number(sessions.views)) : null,
    visitors_by_day: periods.map(({ key }) => ({
      date: key,
      visitors: count(perDay.get(key)?.visitors),
      sessions: count(perDay.get(key)?.sessions),
    })),
    search_queries: searches.map((row: Record<string, unknown>) => ({
      search_engine: String(row.search_engine),
      query: String(row.query),
      count: count(row.count),
    })),
    traffic_sources: sources.map((row: Record<string, unknown>) => ({
      source: String(row.source),
      medium: String(row.medium),
      count: count(row.count),
    })),
    popular_pages: pages.map((row: Record<string, unknown>) => ({
      page_url: String(row.page_url),
      page_title: (row.page_title as string | null) || null,
      views: count(row.views),
    })),
    top_referrers: referrers.map((row: Record<string, unknown>) => ({ domain: String(row.domain), count: count(row.count) })),
    visitor_details: details,
  };
}

/** `productId`: absent (every page), or a product id as the visits carry it; undefined for anything else (400). */
function parseProductId(value: unknown): string | null | undefined {
  const single = Array.isArray(value) ? value[value.length - 1] : value;
  if (single === undefined || single === '') return null;
  return typeof single === 'string' && single.length <= VISITOR_PRODUCT_ID_MAX_LENGTH ? single : undefined;
}

/** GET /api/analytics/dashboard?days&excludeAdmins&excludeTestUsers&productId (administrators only). */
export async function visitorAnalyticsHandler(ctx: Ctx): Promise<void> {
  const days = parseVisitorDays(ctx.query.days);
  if (days === null) return void ctx.badRequest(DASHBOARD_MESSAGES.badDays);
  const filters = filtersFromQuery(ctx);
  if (!filters) return;
  const productId = parseProductId(ctx.query.productId);
  if (productId === undefined) return void ctx.badRequest(VISITOR_PRODUCT_MESSAGES.badProductId);
  ctx.body = await visitorAnalytics(strapi, await dashboardScope(strapi, filters), days, productId, new Date());
}
