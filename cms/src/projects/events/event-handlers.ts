import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import {
  addDays,
  EVENT_MESSAGES,
  eventWindow,
  isIsoDate,
  osloToUtc,
  PROJECT_MESSAGES,
  todayInOslo,
  validateProjectEventInput,
  wallMinutes,
  type ProjectEvent,
  type ProjectEventInput,
} from '@platform/shared';
import { single } from '../../admin-resource';
import { pathId } from '../../http-params';
import { validationError } from '../../validation-error';
import { expandOccurrences, firstOccurrenceFrom } from './recurrence';
import { calendarOccurrences, EVENT_UID, events, projectEventList, projectEvents, requireProject, seriesOccurrence, toEvent } from './event-store';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const projectIdOf = (ctx: Ctx) => pathId(ctx.params, 'projectId', PROJECT_MESSAGES.notFound);

/** ?from&to as a window (the table's default when both are missing and `required` is false), else 400. */
function windowOf(ctx: Ctx, required: boolean): { from: string; to: string } {
  const from = single(ctx.query, 'from');
  const to = single(ctx.query, 'to');
  const window = required && (!from || !to) ? null : eventWindow(from || undefined, to || undefined);
  if (!window) throw new errors.ValidationError(EVENT_MESSAGES.badWindow);
  return window;
}

function checked(body: unknown, mode: 'create' | 'update'): ProjectEventInput {
  const result = validateProjectEventInput(body, mode);
  if (!result.ok) throw validationError(result.errors);
  return result.value;
}

/** The event's id in the path: a generated occurrence ('{id}:{day}') is named by its series and day. */
function eventRef(ctx: Ctx): { id: number; day: string | null } {
  const raw = String(ctx.params.eventId ?? '');
  const [id, day = null] = raw.split(':');
  if (day !== null && !isIsoDate(day)) throw new errors.NotFoundError(EVENT_MESSAGES.notFound);
  return { id: pathId({ id }, 'id', EVENT_MESSAGES.notFound), day };
}

async function requireEvent(projectId: number, id: number): Promise<ProjectEvent> {
  const row = await events().findOne({ where: { id, project_id: projectId } });
  if (!row) throw new errors.NotFoundError(EVENT_MESSAGES.notFound);
  return toEvent(row);
}

/** An instant moved to another day at the same wall-clock time in Oslo. */
const onDay = (instant: string | null, day: string) => (instant ? osloToUtc(day, wallMinutes(instant)) : null);

/**
 * Editing a series that began before today keeps its past as it was: the old series ends yesterday and a new one with
 * the new values begins at the new rule's first occurrence on or after today, taking the exception dates from today
 * on with it (one transaction). A series that has not begun, a one-off event, or a rule with no occurrence from today
 * on is changed in place.
 */
async function updateSeries(existing: ProjectEvent, input: ProjectEventInput): Promise<ProjectEvent> {
  const today = todayInOslo();
  const first =
    existing.recurrence_pattern !== 'none' && existing.event_date < today ? firstOccurrenceFrom({ ...input, exception_dates: [] }, today) : null;
  if (!first || first === existing.event_date) {
    const kept = existing.exception_dates.filter((day) => day >= input.event_date);
    return toEvent(await events().update({ where: { id: existing.id }, data: { ...input, exception_dates: kept } }));
  }
  const yesterday = addDays(today, -1);
  const oldEnd = existing.recurrence_end_date && existing.recurrence_end_date < yesterday ? existing.recurrence_end_date : yesterday;
  return strapi.db.transaction(async () => {
    await events().update({
      where: { id: existing.id },
      data: { recurrence_end_date: oldEnd, exception_dates: existing.exception_dates.filter((day) => day < today) },
    });
    const created = await events().create({
      data: {
        ...input,
        project_id: existing.project_id,
        event_date: first,
        start_time: onDay(input.start_time, first),
        end_time: onDay(input.end_time, first),
        exception_dates: existing.exception_dates.filter((day) => day >= first),
      },
    });
    return toEvent(created);
  });
}

/**
 * Adds a deleted day to a series' exception dates: read and written in one transaction, the row locked first on
 * PostgreSQL (SQLite runs one write transaction at a time), so two single-day deletes at once both stay deleted.
 */
async function addExceptionDate(id: number, day: string): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    if (strapi.db.dialect.client !== 'sqlite') await trx(strapi.db.metadata.get(EVENT_UID).tableName).where({ id }).forUpdate().first('id');
    const current = toEvent(await events().findOne({ where: { id } }));
    await events().update({ where: { id }, data: { exception_dates: [...new Set([...current.exception_dates, day])].sort() } });
  });
}

/** The project's events (nested under /admin/projects/:projectId/events) and the calendar across projects. */
export const eventHandlers = {
  /** GET ?from&to: `{ events }`, every series row and its generated occurrences in the window, by start. */
  async list(ctx: Ctx) {
    const projectId = projectIdOf(ctx);
    await requireProject(projectId);
    const { from, to } = windowOf(ctx, false);
    ctx.body = { events: projectEventList(await projectEvents(projectId), from, to) };
  },

  async create(ctx: Ctx) {
    const projectId = projectIdOf(ctx);
    await requireProject(projectId);
    const input = checked(ctx.request.body, 'create');
    const created = await events().create({ data: { ...input, project_id: projectId, exception_dates: [] } });
    ctx.status = 201;
    ctx.body = seriesOccurrence(toEvent(created));
  },

  /** PUT /:eventId: the series (a generated occurrence is not editable). */
  async update(ctx: Ctx) {
    const projectId = projectIdOf(ctx);
    await requireProject(projectId);
    if (String(ctx.params.eventId ?? '').includes(':')) throw new errors.ValidationError(EVENT_MESSAGES.instanceNotEditable);
    const existing = await requireEvent(projectId, eventRef(ctx).id);
    ctx.body = seriesOccurrence(await updateSeries(existing, checked(ctx.request.body, 'update')));
  },

  /** DELETE /:eventId: the whole series; with ?occurrence=YYYY-MM-DD (or a generated occurrence's id) that day only. */
  async delete(ctx: Ctx) {
    const projectId = projectIdOf(ctx);
    await requireProject(projectId);
    const ref = eventRef(ctx);
    const existing = await requireEvent(projectId, ref.id);
    const day = single(ctx.query, 'occurrence') ?? ref.day;
    // A one-off event's only occurrence is the event itself.
    if (day === null || day === '' || (existing.recurrence_pattern === 'none' && day === existing.event_date)) {
      await events().delete({ where: { id: existing.id } });
      ctx.body = { ok: true };
      return;
    }
    if (!isIsoDate(day) || expandOccurrences(existing, day, day).length === 0) throw new errors.ValidationError(EVENT_MESSAGES.notAnOccurrence(day));
    await addExceptionDate(existing.id, day);
    ctx.body = { ok: true };
  },

  /** GET /admin/events?from&to (both required): `{ events }`, the occurrences of every project with its colour. */
  async calendar(ctx: Ctx) {
    const { from, to } = windowOf(ctx, true);
    const projects = await strapi.db.connection('projects').select('id', 'name', 'display_name');
    const byId = new Map(projects.map((project) => [Number(project.id), { name: project.name, display_name: project.display_name }]));
    const stored = (await events().findMany({ where: { event_date: { $lte: to } }, orderBy: { id: 'asc' } })).map(toEvent);
    ctx.body = { events: calendarOccurrences(stored, byId, from, to) };
  },
};
