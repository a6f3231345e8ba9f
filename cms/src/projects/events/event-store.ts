import { errors } from '@strapi/utils';
import { PROJECT_MESSAGES, projectColour, type CalendarOccurrence, type EventOccurrence, type ProjectEvent } from '@platform/shared';
import { toIsoDate, toList, withApiTimestamps } from '../../db-values';
import { expandOccurrences, type Occurrence } from './recurrence';

export const EVENT_UID = 'api::project-event.project-event';
type Row = Record<string, unknown>;

export const events = () => strapi.db.query(EVENT_UID);

/** A date column as YYYY-MM-DD (SQLite may hand back a timestamp, PostgreSQL a Date). */
const dayOf = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return toIsoDate(value)?.slice(0, 10) ?? null;
};

/** A stored event in the API's shape. */
export function toEvent(row: Row): ProjectEvent {
  const api = withApiTimestamps<Row>(row);
  return {
    id: Number(api.id),
    project_id: Number(api.project_id),
    event_type: api.event_type as ProjectEvent['event_type'],
    title: String(api.title ?? ''),
    description: String(api.description ?? ''),
    event_date: dayOf(api.event_date) as string,
    start_time: toIsoDate(api.start_time),
    end_time: toIsoDate(api.end_time),
    is_all_day: Boolean(api.is_all_day),
    location: String(api.location ?? ''),
    meeting_url: String(api.meeting_url ?? ''),
    participants: toList(api.participants).map(String),
    organizer: String(api.organizer ?? ''),
    status: api.status as ProjectEvent['status'],
    recurrence_pattern: api.recurrence_pattern as ProjectEvent['recurrence_pattern'],
    recurrence_interval: Number(api.recurrence_interval ?? 1),
    recurrence_end_date: dayOf(api.recurrence_end_date),
    recurrence_days_of_week: toList(api.recurrence_days_of_week).map(Number),
    recurrence_day_of_month:
      api.recurrence_day_of_month === null || api.recurrence_day_of_month === undefined ? null : Number(api.recurrence_day_of_month),
    exception_dates: toList(api.exception_dates).map(String).sort(),
    created_at: String(api.created_at ?? ''),
    updated_at: String(api.updated_at ?? ''),
  };
}

/** The series row itself: its first day, editable. */
export function seriesOccurrence(event: ProjectEvent): EventOccurrence {
  const { id, ...rest } = event;
  return { ...rest, id: String(id), series_id: id, occurrence_date: event.event_date, is_recurring_instance: false };
}

/** A generated occurrence: the series' values on another day, at that day's instants. */
export function generatedOccurrence(event: ProjectEvent, occurrence: Occurrence): EventOccurrence {
  const { id, ...rest } = event;
  return {
    ...rest,
    id: `${id}:${occurrence.date}`,
    series_id: id,
    event_date: occurrence.date,
    start_time: occurrence.start,
    end_time: occurrence.end,
    occurrence_date: occurrence.date,
    is_recurring_instance: true,
  };
}

/** Where an occurrence starts, for sorting: its start instant, else the start of its day. */
const startKey = (occurrence: EventOccurrence) => occurrence.start_time ?? `${occurrence.occurrence_date}T00:00:00.000Z`;

export const byStart = (a: EventOccurrence, b: EventOccurrence) =>
  startKey(a).localeCompare(startKey(b)) || a.series_id - b.series_id || a.occurrence_date.localeCompare(b.occurrence_date);

/** Every occurrence of the event in the window, its first day answered as the series row. */
export function occurrencesIn(event: ProjectEvent, from: string, to: string): EventOccurrence[] {
  return expandOccurrences(event, from, to).map((hit) => (hit.date === event.event_date ? seriesOccurrence(event) : generatedOccurrence(event, hit)));
}

/** A project's list: every series row, and its generated occurrences in the window other than its first day. */
export function projectEventList(stored: ProjectEvent[], from: string, to: string): EventOccurrence[] {
  return stored
    .flatMap((event) => [seriesOccurrence(event), ...occurrencesIn(event, from, to).filter((occurrence) => occurrence.is_recurring_instance)])
    .sort(byStart);
}

/** The calendar across projects: each occurrence with its project's names and colour. */
export function calendarOccurrences(
  stored: ProjectEvent[],
  projects: Map<number, { name: string; display_name: string }>,
  from: string,
  to: string,
): CalendarOccurrence[] {
  return stored
    .flatMap((event) => {
      const project = projects.get(event.project_id);
      if (!project) return [];
      return occurrencesIn(event, from, to).map((occurrence) => ({
        ...occurrence,
        project_name: project.name,
        project_display_name: project.display_name,
        project_colour: projectColour(event.project_id),
      }));
    })
    .sort(byStart);
}

export async function requireProject(id: number): Promise<{ id: number; name: string; display_name: string; calendar_token: string | null }> {
  const project = await strapi.db.connection('projects').where({ id }).first('id', 'name', 'display_name', 'calendar_token');
  if (!project) throw new errors.NotFoundError(PROJECT_MESSAGES.notFound);
  return { ...project, id: Number(project.id) };
}

export async function projectEvents(projectId: number): Promise<ProjectEvent[]> {
  return ((await events().findMany({ where: { project_id: projectId }, orderBy: { id: 'asc' } })) as Row[]).map(toEvent);
}
