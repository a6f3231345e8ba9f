import {
  EVENT_STATUS_COLOURS,
  EVENT_TIME_ZONE,
  recurrenceLabel,
  wallMinutes,
  type EventOccurrence,
  type EventStatus,
  type EventType,
} from '@platform/shared';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const timeParts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: EVENT_TIME_ZONE });

/** 'MMM d, yyyy' of a YYYY-MM-DD day: 'Mar 2, 2026'. */
export const formatEventDay = (isoDay: string): string => dayFormat.format(new Date(`${isoDay.slice(0, 10)}T12:00:00Z`));

/** 'h:mm a' in Oslo: '9:00 AM'. Built from parts, as newer ICU puts a narrow no-break space before the period. */
export function formatEventTime(instant: string): string {
  const parts = timeParts.formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** 'All day', '9:00 AM – 10:00 AM', '9:00 AM', or '' for an event without a time. */
export function eventTimeText(event: Pick<EventOccurrence, 'is_all_day' | 'start_time' | 'end_time'>): string {
  if (event.is_all_day) return 'All day';
  if (!event.start_time) return '';
  return event.end_time ? `${formatEventTime(event.start_time)} – ${formatEventTime(event.end_time)}` : formatEventTime(event.start_time);
}

/** The Recurrence column: a generated occurrence points at its series; the series says its rule. */
export const eventRecurrenceText = (event: EventOccurrence): string =>
  event.is_recurring_instance ? 'Occurrence of a series' : recurrenceLabel(event, formatEventDay);

/** The status chips' antd tag colours (the spec's primary, success and error). */
const TAG_COLOURS = { primary: 'processing', success: 'success', error: 'error' } as const;
export const statusTagColour = (status: EventStatus): string => TAG_COLOURS[EVENT_STATUS_COLOURS[status]] ?? 'default';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const eventTypeLabel = (type: EventType): string => capital(type);
export const eventStatusLabel = (status: EventStatus): string => capital(status);

/** Minutes into the day for ordering: all-day and untimed events first. */
const sortMinutes = (event: Pick<EventOccurrence, 'is_all_day' | 'start_time'>) =>
  event.is_all_day || !event.start_time ? -1 : wallMinutes(event.start_time);

/** Occurrences by day, then time of day, then title. */
export function byDayAndTime<T extends Pick<EventOccurrence, 'occurrence_date' | 'is_all_day' | 'start_time' | 'title'>>(a: T, b: T): number {
  return a.occurrence_date.localeCompare(b.occurrence_date) || sortMinutes(a) - sortMinutes(b) || a.title.localeCompare(b.title);
}
