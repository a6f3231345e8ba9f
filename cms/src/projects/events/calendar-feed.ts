import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import ical, { ICalEventStatus } from 'ical-generator';
import { addDays, EVENT_MESSAGES, EVENT_WINDOW, PROJECT_MESSAGES, todayInOslo } from '@platform/shared';
import { pathId } from '../../http-params';
import { newCalendarToken } from '../project-writes';
import { occurrencesIn, projectEvents, requireProject } from './event-store';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
const knex = () => strapi.db.connection;
const projects = () => strapi.db.query('api::project.project');

/** Tokens are URL-safe random text (newCalendarToken); anything else is not looked up at all. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** Where the feed is served; the site's public address when set, else the address the call came to. */
function feedUrl(ctx: Ctx, token: string): string {
  const base = (process.env.PUBLIC_URL || ctx.origin).replace(/\/+$/, '');
  return `${base}/api/project-calendar/${token}/calendar.ics`;
}

/** The project's token, made now when it has none (a project from before tokens); two callers at once get the same. */
async function tokenOf(projectId: number): Promise<string> {
  const project = await requireProject(projectId);
  if (project.calendar_token) return project.calendar_token;
  await projects().updateMany({ where: { id: projectId, calendar_token: { $null: true } }, data: { calendar_token: newCalendarToken() } });
  return (await requireProject(projectId)).calendar_token as string;
}

const compactDay = (day: string) => day.replaceAll('-', '');

/**
 * An address as a valid URI (RFC 3986), as the URL standard writes it: 'ø' and spaces percent-encoded, a host in
 * punycode. ical-generator writes its url as given. null for no address.
 */
function uriOf(address: string): string | null {
  if (!address) return null;
  try {
    return new URL(address).href;
  } catch {
    return null;
  }
}

/** The calendar's text: ical-generator ends the last line without CRLF, which RFC 5545 puts after every line. */
function icsText(calendar: ReturnType<typeof ical>): string {
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

export const calendarFeedHandlers = {
  /** GET /admin/projects/:id/calendar-link: `{ url }` of the project's secret .ics feed. */
  async link(ctx: Ctx) {
    const projectId = pathId(ctx.params, 'id', PROJECT_MESSAGES.notFound);
    ctx.body = { url: feedUrl(ctx, await tokenOf(projectId)) };
  },

  /** POST /admin/projects/:id/calendar-link: a new secret link; the old one answers 404 from now on. */
  async rotate(ctx: Ctx) {
    const projectId = pathId(ctx.params, 'id', PROJECT_MESSAGES.notFound);
    await requireProject(projectId);
    const token = newCalendarToken();
    await projects().update({ where: { id: projectId }, data: { calendar_token: token } });
    ctx.body = { url: feedUrl(ctx, token) };
  },

  /**
   * GET /api/project-calendar/:token/calendar.ics (public: the token is the key): the project's occurrences from
   * EVENT_WINDOW.feedPastDays ago to feedFutureDays ahead, one VEVENT each, in UTC (or as days when all-day).
   */
  async feed(ctx: Ctx) {
    const token = String(ctx.params.token ?? '');
    const row = TOKEN_PATTERN.test(token) ? await knex()('projects').where({ calendar_token: token }).first('id', 'display_name') : null;
    if (!row) throw new errors.NotFoundError(EVENT_MESSAGES.badFeedToken);
    const project = await requireProject(Number(row.id));
    const today = todayInOslo();
    const from = addDays(today, -EVENT_WINDOW.feedPastDays);
    const to = addDays(today, EVENT_WINDOW.feedFutureDays);
    const calendar = ical({ name: project.display_name, prodId: { company: 'platform', product: 'projects', language: 'NO' } });
    for (const event of await projectEvents(project.id)) {
      for (const occurrence of occurrencesIn(event, from, to)) {
        const timed = Boolean(occurrence.start_time);
        calendar.createEvent({
          id: `${occurrence.series_id}-${compactDay(occurrence.occurrence_date)}@platform`,
          // An all-day event (or one without a time) is its day; noon UTC names the same day in any European zone.
          start: new Date(timed ? (occurrence.start_time as string) : `${occurrence.occurrence_date}T12:00:00Z`),
          end: timed && occurrence.end_time ? new Date(occurrence.end_time) : null,
          allDay: !timed,
          summary: occurrence.title,
          description: occurrence.description || null,
          location: occurrence.location || null,
          url: uriOf(occurrence.meeting_url),
          status: occurrence.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        });
      }
    }
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = icsText(calendar);
  },
};
