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
import { dbMoment, isPostgres, toIsoDate } from '../db-values';
import { osloDays, type Period } from './oslo-periods';

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

const count = (value: unknown): number => Number(value ?? 0);
const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** Seconds from a session's first to its last visit, over the per-day groups' first_at and last_at, on either database. */
const spanSeconds = (knex: Knex) =>
  isPostgres(knex) ? 'EXTRACT(EPOCH FROM (MAX(last_at) - MIN(first_at)))' : '(MAX(last_at) - MIN(first_at)) / 1000.0';

/** The index (0 = oldest) of the period a visit of the window falls in, as `day`: a CASE over the periods' ends. */
function dayOf(knex: Knex, periods: Period[]): Knex.Raw {
  const ends = periods.slice(0, -1);
  const cases = ends.map((_, i) => `WHEN page_visits.created_at < ? THEN ${i}`).join(' ');
  return knex.raw(
    `CASE ${cases} ELSE ${periods.length - 1} END AS day`,
    ends.map((period) => dbMoment(knex, period.end)),
  );
}

type Row = Record<string, unknown>;

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
 * per visitor, the newest visit by its time (ties broken by id), the landing page by the session's index.
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
  // The newest visit: the visitor's visit at last_visit (the highest id on a tie), one probe of the visitor index each.
  const newestId = knex('page_visits as newest_visit')
    .select('newest_visit.id')
    .whereRaw('newest_visit.visitor_id = per_visitor.visitor_id')
    .whereRaw('newest_visit.created_at = per_visitor.last_visit')
    .orderBy('newest_visit.id', 'desc')
    .limit(1);
  const rows: DetailRow[] = await knex
    .with('per_visitor', perVisitor)
    .from('per_visitor')
    .join('page_visits as newest', (join) => join.on('newest.id', '=', knex.raw('?', [newestId])))
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
      last_visit: toIsoDate(row.last_visit),
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

  // Pass one, over the window's index alone: the visits per Oslo day, session and visitor; the cards, the per-day series
  // and the per-session averages are counted from these groups (a session crossing midnight counts on both days).
  const groups = visits()
    .select(dayOf(knex, periods), 'page_visits.session_id', 'page_visits.visitor_id')
    .min({ first_at: 'page_visits.created_at' })
    .max({ last_at: 'page_visits.created_at' })
    .count({ views: '*' })
    .max({ user_id: 'page_visits.user_id' })
    .groupBy('day', 'page_visits.session_id', 'page_visits.visitor_id');
  const perSession = knex('visit_groups')
    .select('session_id', knex.raw(`${spanSeconds(knex)} AS seconds`))
    .sum({ views: 'views' })
    .groupBy('session_id');
  const figuresQuery = knex
    .with('visit_groups', groups)
    .with('per_session', perSession)
    .from('visit_groups')
    .select(
      knex.raw('NULL AS day'),
      knex.raw('COUNT(DISTINCT visitor_id) AS visitors'),
      knex.raw('COUNT(DISTINCT session_id) AS sessions'),
      knex.raw('COUNT(DISTINCT CASE WHEN user_id IS NOT NULL THEN visitor_id END) AS signed_in'),
      knex.raw('(SELECT AVG(seconds) FROM per_session) AS seconds'),
      knex.raw('(SELECT AVG(views) FROM per_session) AS views'),
    )
    .unionAll((q) =>
      q
        .from('visit_groups')
        .select(
          'day',
          knex.raw('COUNT(DISTINCT visitor_id)'),
          knex.raw('COUNT(DISTINCT session_id)'),
          knex.raw('NULL'),
          knex.raw('NULL'),
          knex.raw('NULL'),
        )
        .groupBy('day'),
    );

  // The lists, one statement: each a GROUP BY over the window's visits (on SQLite read from page_visits_lists_idx alone).
  const listed = visits().select(
    'page_visits.page',
    'page_visits.title',
    'page_visits.search_engine',
    'page_visits.search_terms',
    'page_visits.is_landing',
    'page_visits.utm_source',
    'page_visits.utm_medium',
    'page_visits.referrer_type',
    'page_visits.referrer_domain',
  );
  // Each list as rows (kind, name, detail, n), its top entries only; the kinds are constants, written into the SQL.
  const top = (query: Knex.QueryBuilder, kind: string) =>
    knex.from(query.limit(VISITOR_TOP_LIMIT).as(`top_${kind}`)).select(knex.raw(`'${kind}' AS kind`), 'name', 'detail', 'n');
  const searchQuery = knex('listed')
    .whereNotNull('search_engine')
    .whereNotNull('search_terms')
    .select('search_terms as name', 'search_engine as detail')
    .count({ n: '*' })
    .groupBy('search_engine', 'search_terms')
    .orderBy('n', 'desc')
    .orderBy('name')
    .orderBy('detail');
  // A session's first page says where it came from; the site itself is no source (a session going on after a pause).
  const landings = knex('listed')
    .where('is_landing', true)
    .select(
      knex.raw("COALESCE(utm_source, CASE WHEN referrer_type = 'internal' THEN NULL ELSE referrer_domain END, '(direct)') AS source"),
      knex.raw("COALESCE(utm_medium, CASE WHEN referrer_type IS NULL OR referrer_type = 'internal' THEN 'direct' ELSE referrer_type END) AS medium"),
    );
  const sourcesQuery = knex
    .from(landings.as('landing'))
    .select('landing.source as name', 'landing.medium as detail')
    .count({ n: '*' })
    .groupBy('landing.source', 'landing.medium')
    .orderBy('n', 'desc')
    .orderBy('name')
    .orderBy('detail');
  const pagesQuery = knex('listed')
    .select('page as name')
    .max({ detail: 'title' })
    .count({ n: '*' })
    .groupBy('page')
    .orderBy('n', 'desc')
    .orderBy('name');
  const referrersQuery = knex('listed')
    .whereNotNull('referrer_domain')
    .where((q) => q.whereNull('referrer_type').orWhereNot('referrer_type', 'internal'))
    .select('referrer_domain as name', knex.raw('NULL AS detail'))
    .count({ n: '*' })
    .groupBy('referrer_domain')
    .orderBy('n', 'desc')
    .orderBy('name');
  const searchTermsQuery = knex('listed').select(
    knex.raw("'terms' AS kind"),
    knex.raw('NULL AS name'),
    knex.raw('NULL AS detail'),
    knex.raw('COUNT(DISTINCT CASE WHEN search_engine IS NOT NULL THEN search_terms END) AS n'),
  );
  const listsQuery = top(searchQuery, 'search')
    .with('listed', listed)
    .unionAll([top(sourcesQuery, 'sources'), top(pagesQuery, 'pages'), top(referrersQuery, 'referrers'), searchTermsQuery]);

  const [figureRows, listRows, details] = await Promise.all([
    figuresQuery as Promise<Row[]>,
    listsQuery as Promise<Row[]>,
    visitorDetails(knex, scope, selection, VISITOR_LIST_LIMIT),
  ]);
  const totals = figureRows.find((row) => row.day === null);
  const perDay = new Map(figureRows.filter((row) => row.day !== null).map((row) => [Number(row.day), row]));
  const list = (kind: string) => listRows.filter((row) => row.kind === kind);
  const visitors = count(totals?.visitors);
  const sessionCount = count(totals?.sessions);
  return {
    days,
    total_visitors: visitors,
    total_sessions: sessionCount,
    unique_search_terms: count(list('terms')[0]?.n),
    conversion_rate: visitors ? oneDecimal((count(totals?.signed_in) / visitors) * 100) : null,
    avg_session_seconds: sessionCount ? Math.round(Number(totals?.seconds)) : null,
    pages_per_session: sessionCount ? oneDecimal(Number(totals?.views)) : null,
    visitors_by_day: periods.map(({ key }, i) => ({ date: key, visitors: count(perDay.get(i)?.visitors), sessions: count(perDay.get(i)?.sessions) })),
    search_queries: list('search').map((row) => ({ search_engine: String(row.detail), query: String(row.name), count: count(row.n) })),
    traffic_sources: list('sources').map((row) => ({ source: String(row.name), medium: String(row.detail), count: count(row.n) })),
    popular_pages: list('pages').map((row) => ({
      page_url: String(row.name),
      page_title: (row.detail as string | null) || null,
      views: count(row.n),
    })),
    top_referrers: list('referrers').map((row) => ({ domain: String(row.name), count: count(row.n) })),
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
