/**
 * Project events and their recurrence (spec admin-area.md: entity "Project event", §4 Event, §5 Event dialog, §7, §8
 * Events, §9). An event is stored once as a series; the server expands its occurrences with an RFC 5545 library in
 * Europe/Oslo, so a weekly 09:00 meeting stays at 09:00 across the daylight-saving changes. This module holds the
 * rules and the rule text; the expansion itself runs on the server.
 */
import type { ValidationResult } from './idea-validation';
import {
  day,
  flag,
  isIsoDate,
  isoInstant,
  oneOf,
  optionalText,
  RECORD_MESSAGES,
  requiredText,
  todayInOslo,
  textField,
  trimmedText,
  validateRecord,
  type FieldRule,
  type RecordMode,
} from './record-rules';

export const EVENT_TYPES = ['meeting', 'deadline', 'milestone', 'review', 'other'] as const;
export const EVENT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const RECURRENCE_PATTERNS = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type RecurrencePattern = (typeof RECURRENCE_PATTERNS)[number];

/** The platform's calendar time zone: times of day are kept in it. */
export const EVENT_TIME_ZONE = 'Europe/Oslo';
/** §4: the status chips' colours (MUI names of the spec, mapped to antd tag colours in the admin). */
export const EVENT_STATUS_COLOURS: Record<EventStatus, 'primary' | 'success' | 'error'> = {
  scheduled: 'primary',
  completed: 'success',
  cancelled: 'error',
};
/** Weekdays as the spec numbers them (0-6, Sunday = 0), with RFC 5545's names. */
export const WEEKDAYS = [
  { value: 0, short: 'Sun', rfc: 'SU' },
  { value: 1, short: 'Mon', rfc: 'MO' },
  { value: 2, short: 'Tue', rfc: 'TU' },
  { value: 3, short: 'Wed', rfc: 'WE' },
  { value: 4, short: 'Thu', rfc: 'TH' },
  { value: 5, short: 'Fri', rfc: 'FR' },
  { value: 6, short: 'Sat', rfc: 'SA' },
] as const;

/** Windows the event calls expand: the table's default (from today) and the widest window any call may ask. */
export const EVENT_WINDOW = { tableDays: 90, maxDays: 400, feedPastDays: 90, feedFutureDays: 365, maxOccurrences: 2000 } as const;
export const EVENT_LIMITS = { title: 300, description: 5000, text: 200, url: 2000, participants: 50, maxInterval: 99 } as const;

/** What the dialog sends (POST/PUT /api/admin/projects/:projectId/events). */
export interface ProjectEventInput {
  event_type: EventType;
  title: string;
  description: string;
  /** The day (YYYY-MM-DD; an ISO date-time counts as its day in Oslo). For a series, its first day. */
  event_date: string;
  /** ISO instants; their time of day in Oslo is the event's. null (and dropped) for an all-day event. */
  start_time: string | null;
  end_time: string | null;
  is_all_day: boolean;
  location: string;
  meeting_url: string;
  participants: string[];
  organizer: string;
  status: EventStatus;
  recurrence_pattern: RecurrencePattern;
  recurrence_interval: number;
  recurrence_end_date: string | null;
  /** Weekly only: 0-6, Sunday = 0 (the event's own weekday when none is given). */
  recurrence_days_of_week: number[];
  /** Monthly only: 1-31 (the event's own day when none is given); a month without that day is skipped (RFC 5545). */
  recurrence_day_of_month: number | null;
}

/** A stored event (the series, or a one-off event). */
export interface ProjectEvent extends ProjectEventInput {
  id: number;
  project_id: number;
  /** Days of the series' occurrences that were deleted one by one (RFC 5545 EXDATE). */
  exception_dates: string[];
  created_at: string;
  updated_at: string;
}

/**
 * One occurrence as the lists answer it: the series row (its first day, editable) or a generated occurrence
 * (`is_recurring_instance`, not editable; deleting it stores an exception date). id is the series id for the series
 * row and '{seriesId}:{YYYY-MM-DD}' for a generated one.
 */
export interface EventOccurrence extends Omit<ProjectEvent, 'id'> {
  id: string;
  series_id: number;
  occurrence_date: string;
  is_recurring_instance: boolean;
}

/** GET /api/admin/events?from&to: occurrences of every project, each with its project for the calendar. */
export interface CalendarOccurrence extends EventOccurrence {
  project_name: string;
  project_display_name: string;
  project_colour: string;
}

/** An event in an export: the series with its exceptions, without ids. */
export type ProjectEventExportItem = ProjectEventInput & { exception_dates?: string[] };

export const EVENT_MESSAGES = {
  loadFailed: (message: string) => `Failed to load events: ${message}`,
  saveFailed: 'Failed to save event',
  deleteFailed: 'Failed to delete event',
  empty: 'No events scheduled yet.',
  scheduleFirst: 'Schedule First Event',
  deleteInstance: 'This is a recurring event. Only this instance will be deleted.',
  deleteSeries: 'This is a recurring event. The whole series and every occurrence will be deleted.',
  deleteOne: 'Delete this event? This action cannot be undone.',
  instanceNotEditable: 'A generated occurrence cannot be edited: edit the series.',
  notFound: 'Event not found.',
  notAnOccurrence: (date: string) => `${date} is not an occurrence of this event.`,
  endBeforeStart: 'The end time must be after the start time.',
  endDateBeforeStart: 'The repeat end date must be on or after the event date.',
  badInterval: `Repeat interval must be a whole number from 1 to ${EVENT_LIMITS.maxInterval}.`,
  badWeekdays: 'Weekdays must be numbers from 0 (Sunday) to 6 (Saturday).',
  badDayOfMonth: 'Day of month must be a whole number from 1 to 31.',
  badWindow: `from and to must be dates (YYYY-MM-DD) with from ≤ to, at most ${EVENT_WINDOW.maxDays} days apart.`,
  badFeedToken: 'Calendar feed not found.',
} as const;

/** The day in Oslo of an instant. */
export const osloDay = (instant: string | Date): string => todayInOslo(new Date(instant));

// The event's day: today when blank; a date-time counts as its day in Oslo (the record rules' `day`).
const eventDay: FieldRule = day('Date', () => todayInOslo());

const instantOrNull =
  (label: string): FieldRule =>
  (value) => {
    const checked = textField(label, value);
    if (checked.error !== undefined) return checked;
    const trimmed = checked.text;
    if (!trimmed) return { value: null };
    const instant = isoInstant(trimmed);
    return instant ? { value: instant } : { error: RECORD_MESSAGES.badDateTime(label) };
  };

const participantsRule: FieldRule = (value) => {
  const list = value === null || value === undefined ? [] : typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!list) return { error: 'Participants must be a list of names or e-mail addresses.' };
  const names = [...new Set(list.map(trimmedText).filter(Boolean))];
  if (names.length > EVENT_LIMITS.participants || names.some((name) => name.length > EVENT_LIMITS.text))
    return { error: `At most ${EVENT_LIMITS.participants} participants of at most ${EVENT_LIMITS.text} characters each.` };
  return { value: names };
};

const intervalRule: FieldRule = (value) => {
  if (value === null || value === undefined || value === '') return { value: 1 };
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= 1 && number <= EVENT_LIMITS.maxInterval ? { value: number } : { error: EVENT_MESSAGES.badInterval };
};

const weekdaysRule: FieldRule = (value) => {
  if (value === null || value === undefined) return { value: [] };
  if (!Array.isArray(value) || value.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) return { error: EVENT_MESSAGES.badWeekdays };
  return { value: [...new Set(value as number[])].sort((a, b) => a - b) };
};

const dayOfMonthRule: FieldRule = (value) => {
  if (value === null || value === undefined || value === '') return { value: null };
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 31 ? { value: number } : { error: EVENT_MESSAGES.badDayOfMonth };
};

const urlRule: FieldRule = (value) => {
  const checked = textField('Meeting URL', value);
  if (checked.error !== undefined) return checked;
  const url = checked.text;
  if (!url) return { value: '' };
  try {
    const parsed = new URL(url);
    if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && url.length <= EVENT_LIMITS.url) return { value: url };
  } catch {
    /* answered below */
  }
  return { error: 'Meeting URL must be a valid http(s) URL.' };
};

/** The weekday (0-6, Sunday = 0) of a YYYY-MM-DD day. */
export const weekdayOf = (isoDay: string): number => new Date(`${isoDay}T12:00:00Z`).getUTCDay();

/**
 * The dialog's event (§5): title required, interval ≥ 1, all-day drops the times, weekdays only for weekly, day of
 * month only for monthly, the date today when missing, the end after the start. The whole event is checked on update
 * too (the dialog sends it whole), so the rules that tie fields together always hold.
 */
export function validateProjectEventInput(body: unknown, mode: RecordMode = 'create'): ValidationResult<ProjectEventInput> {
  const result = validateRecord<ProjectEventInput>(body, mode === 'update' ? 'create' : mode, {
    event_type: oneOf('event_type', EVENT_TYPES, 'meeting'),
    title: requiredText('Title', EVENT_LIMITS.title),
    description: optionalText('Description', EVENT_LIMITS.description),
    event_date: eventDay,
    start_time: instantOrNull('Start time'),
    end_time: instantOrNull('End time'),
    is_all_day: flag('All day', false),
    location: optionalText('Location', EVENT_LIMITS.text),
    meeting_url: urlRule,
    participants: participantsRule,
    organizer: optionalText('Organizer', EVENT_LIMITS.text),
    status: oneOf('status', EVENT_STATUSES, 'scheduled'),
    recurrence_pattern: oneOf('recurrence_pattern', RECURRENCE_PATTERNS, 'none'),
    recurrence_interval: intervalRule,
    recurrence_end_date: day('Repeat end date', () => null),
    recurrence_days_of_week: weekdaysRule,
    recurrence_day_of_month: dayOfMonthRule,
  });
  if (!result.ok) return result;
  const event = { ...result.value };
  if (event.is_all_day) {
    event.start_time = null;
    event.end_time = null;
  } else if (event.end_time && !event.start_time) {
    return { ok: false, errors: [{ field: 'start_time', message: RECORD_MESSAGES.required('Start time') }] };
  } else if (event.start_time && event.end_time && wallMinutes(event.end_time) <= wallMinutes(event.start_time)) {
    return { ok: false, errors: [{ field: 'end_time', message: EVENT_MESSAGES.endBeforeStart }] };
  }
  if (event.recurrence_pattern === 'none') {
    event.recurrence_interval = 1;
    event.recurrence_end_date = null;
  } else if (event.recurrence_end_date && event.recurrence_end_date < event.event_date) {
    return { ok: false, errors: [{ field: 'recurrence_end_date', message: EVENT_MESSAGES.endDateBeforeStart }] };
  }
  if (event.recurrence_pattern !== 'weekly') event.recurrence_days_of_week = [];
  else if (event.recurrence_days_of_week.length === 0) event.recurrence_days_of_week = [weekdayOf(event.event_date)];
  if (event.recurrence_pattern !== 'monthly') event.recurrence_day_of_month = null;
  else event.recurrence_day_of_month ??= Number(event.event_date.slice(8, 10));
  return { ok: true, value: event };
}

// Made once each: a new Intl.DateTimeFormat costs about a millisecond, and a calendar asks for hundreds of times.
const OSLO_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: EVENT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const OSLO_DAY_AND_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight in Oslo of an instant. */
export function wallMinutes(instant: string): number {
  const parts = OSLO_CLOCK.formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** The time of day in Oslo of an instant as HHMMSS (RFC 5545 local time). */
export function wallTime(instant: string): string {
  const minutes = wallMinutes(instant);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}00`;
}

const compactDay = (isoDay: string) => isoDay.replaceAll('-', '');

/** Oslo's offset from UTC at an instant, in milliseconds (its wall clock read as UTC, minus the instant). */
function osloOffsetAt(instant: number): number {
  const parts = OSLO_DAY_AND_CLOCK.formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute')) - instant;
}

const HALF_A_DAY = 12 * 3_600_000;

/**
 * The instant (ISO, UTC) of a day's wall-clock time in Oslo, `minutes` after midnight, as RFC 5545 reads a local
 * time: one that happens twice (the autumn change) is the first of the two; one the spring change skips is read with
 * the offset before the gap, which lands as far past the gap as it was into it (02:30 on the day summer time starts
 * is 03:30 summer time).
 */
export function osloToUtc(isoDay: string, minutes: number): string {
  const wall = Date.parse(`${isoDay}T00:00:00Z`) + minutes * 60_000;
  const before = osloOffsetAt(wall - HALF_A_DAY);
  const after = osloOffsetAt(wall + HALF_A_DAY);
  const readings = [...new Set([before, after])].map((offset) => wall - offset).filter((instant) => instant + osloOffsetAt(instant) === wall);
  return new Date(readings.length ? Math.min(...readings) : wall - before).toISOString();
}

/**
 * The event as RFC 5545 text for the expansion library: DTSTART in Europe/Oslo (a DATE for an all-day event or one
 * without a time), the RRULE of its pattern (UNTIL at the end of the end date in Oslo), and EXDATE per deleted day.
 */
export function eventRecurrenceText(
  event: Pick<
    ProjectEvent,
    | 'event_date'
    | 'start_time'
    | 'is_all_day'
    | 'recurrence_pattern'
    | 'recurrence_interval'
    | 'recurrence_end_date'
    | 'recurrence_days_of_week'
    | 'recurrence_day_of_month'
  > & { exception_dates?: string[] },
): string {
  const time = !event.is_all_day && event.start_time ? wallTime(event.start_time) : '000000';
  const at = (isoDay: string) => `${compactDay(isoDay)}T${time}`;
  const lines = [`DTSTART;TZID=${EVENT_TIME_ZONE}:${at(event.event_date)}`];
  if (event.recurrence_pattern !== 'none') {
    const parts = [`FREQ=${event.recurrence_pattern.toUpperCase()}`, `INTERVAL=${event.recurrence_interval}`];
    if (event.recurrence_pattern === 'weekly') parts.push(`BYDAY=${event.recurrence_days_of_week.map((d) => WEEKDAYS[d].rfc).join(',')}`);
    if (event.recurrence_pattern === 'monthly') parts.push(`BYMONTHDAY=${event.recurrence_day_of_month}`);
    if (event.recurrence_end_date)
      parts.push(
        `UNTIL=${osloToUtc(event.recurrence_end_date, 23 * 60 + 59)
          .replace(/[-:]/g, '')
          .replace(/\.\d+/, '')}`,
      );
    lines.push(`RRULE:${parts.join(';')}`);
  }
  for (const date of event.exception_dates ?? []) lines.push(`EXDATE;TZID=${EVENT_TIME_ZONE}:${at(date)}`);
  return lines.join('\n');
}

/** The Recurrence column: 'None', 'Weekly on Mon, Wed', 'Every 2 weeks on Mon until Dec 31, 2026', 'Monthly on day 31'. */
export function recurrenceLabel(
  event: Pick<
    ProjectEventInput,
    'recurrence_pattern' | 'recurrence_interval' | 'recurrence_end_date' | 'recurrence_days_of_week' | 'recurrence_day_of_month'
  >,
  formatDay: (isoDay: string) => string,
): string {
  const units = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' } as const;
  if (event.recurrence_pattern === 'none') return 'None';
  const unit = units[event.recurrence_pattern];
  const every =
    event.recurrence_interval > 1
      ? `Every ${event.recurrence_interval} ${unit}s`
      : event.recurrence_pattern[0].toUpperCase() + event.recurrence_pattern.slice(1);
  const on =
    event.recurrence_pattern === 'weekly' && event.recurrence_days_of_week.length > 0
      ? ` on ${event.recurrence_days_of_week.map((d) => WEEKDAYS[d].short).join(', ')}`
      : event.recurrence_pattern === 'monthly' && event.recurrence_day_of_month
        ? ` on day ${event.recurrence_day_of_month}`
        : '';
  return `${every}${on}${event.recurrence_end_date ? ` until ${formatDay(event.recurrence_end_date)}` : ''}`;
}

/** A requested window ?from&to (YYYY-MM-DD, both days included), or the default; null when it breaks the rules. */
export function eventWindow(
  from: string | undefined,
  to: string | undefined,
  defaultDays: number = EVENT_WINDOW.tableDays,
): { from: string; to: string } | null {
  const start = from ?? todayInOslo();
  const end = to ?? addDays(start, defaultDays);
  if (!isIsoDate(start) || !isIsoDate(end) || end < start) return null;
  return daysBetween(start, end) <= EVENT_WINDOW.maxDays ? { from: start, to: end } : null;
}

export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
