import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { VISITOR_JOURNEY_SESSIONS, VISITOR_MESSAGES, VISIT_MESSAGES, isUuid, type VisitorJourney, type VisitorSessionView } from '@platform/shared';
import { dashboardScope, type DashboardScope } from './dashboard-filters';
import { toIsoDate } from '../db-values';
import { selectedVisits, visitorDetails } from './visitor-analytics';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

interface ViewRow {
  session_id: string;
  page: string;
  title: string | null;
  created_at: Date | string | number;
  referrer_type: string | null;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/**
 * One visitor's detail (over every stored visit) and their newest sessions with each page view, or null when they have
 * no visit that counts. A session is described by its first page: where it came from and its UTM tags.
 */
export async function visitorJourney(knex: Knex, scope: DashboardScope, visitorId: string, sessionId: string | null): Promise<VisitorJourney | null> {
  const [visitor] = await visitorDetails(knex, scope, { visitorId }, 1);
  if (!visitor) return null;
  const visits = () => {
    const query = selectedVisits(knex, scope, { visitorId });
    if (sessionId) query.where('page_visits.session_id', sessionId);
    return query;
  };
  const newestSessions: Array<{ session_id: string }> = await visits()
    .select('page_visits.session_id')
    .max({ last_view: 'page_visits.created_at' })
    .groupBy('page_visits.session_id')
    .orderBy('last_view', 'desc')
    .orderBy('page_visits.session_id')
    .limit(VISITOR_JOURNEY_SESSIONS);
  const ids = newestSessions.map((row) => row.session_id);
  const views: ViewRow[] = ids.length
    ? await visits()
        .whereIn('page_visits.session_id', ids)
        .select(
          'page_visits.session_id',
          'page_visits.page',
          'page_visits.title',
          'page_visits.created_at',
          'page_visits.referrer_type',
          'page_visits.referrer_domain',
          'page_visits.utm_source',
          'page_visits.utm_medium',
          'page_visits.utm_campaign',
        )
        .orderBy('page_visits.created_at')
        .orderBy('page_visits.id')
    : [];
  const sessions = ids.map((id): VisitorSessionView => {
    const own = views.filter((view) => view.session_id === id);
    const [first] = own;
    const started = toIsoDate(first.created_at);
    const ended = toIsoDate(own[own.length - 1].created_at);
    return {
      session_id: id,
      started_at: started,
      ended_at: ended,
      duration_seconds: Math.round((Date.parse(ended) - Date.parse(started)) / 1000),
      landing_page: first.page,
      referrer_type: first.referrer_type,
      referrer_domain: first.referrer_domain,
      utm_source: first.utm_source,
      utm_medium: first.utm_medium,
      utm_campaign: first.utm_campaign,
      page_views: own.map((view) => ({ page_url: view.page, page_title: view.title || null, viewed_at: toIsoDate(view.created_at) })),
    };
  });
  return { visitor, sessions };
}

/** GET /api/analytics/visitors/:visitorId?sessionId (administrators only); excluded addresses' visits count as none. */
export async function visitorJourneyHandler(ctx: Ctx): Promise<void> {
  const { visitorId } = ctx.params as { visitorId: string };
  if (!isUuid(visitorId)) return void ctx.badRequest(VISITOR_MESSAGES.badVisitorId);
  const sessionParam = Array.isArray(ctx.query.sessionId) ? ctx.query.sessionId[ctx.query.sessionId.length - 1] : ctx.query.sessionId;
  if (sessionParam !== undefined && sessionParam !== '' && !isUuid(sessionParam)) return void ctx.badRequest(VISIT_MESSAGES.invalidSessionId);
  const scope = await dashboardScope(strapi, { excludeAdmins: false, excludeTestUsers: false });
  const journey = await visitorJourney(strapi.db.connection, scope, visitorId, sessionParam || null);
  if (!journey) return void ctx.notFound(VISITOR_MESSAGES.visitorNotFound);
  ctx.body = journey;
}
