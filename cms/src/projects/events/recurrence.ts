import { RRuleTemporal } from 'rrule-temporal';
import { addDays, EVENT_WINDOW, eventRecurrenceText, osloDay, osloToUtc, wallMinutes, type ProjectEvent } from '@platform/shared';

/** What the expansion needs of a stored series. */
export type Recurring = Pick<
  ProjectEvent,
  | 'event_date'
  | 'start_time'
  | 'end_time'
  | 'is_all_day'
  | 'recurrence_pattern'
  | 'recurrence_interval'
  | 'recurrence_end_date'
  | 'recurrence_days_of_week'
  | 'recurrence_day_of_month'
  | 'exception_dates'
>;

/** One occurrence: its day in Oslo and, for an event with a time, its start and end instants (ISO, UTC). */
export interface Occurrence {
  date: string;
  start: string | null;
  end: string | null;
}

/**
 * The series' rule over its days: expanded at midnight in Oslo, which no daylight-saving change skips or repeats, so
 * that no day is lost; each day's time is then placed by osloToUtc as RFC 5545 reads a local time (the library skipped
 * the day whose time fell in the spring gap).
 */
const dayRuleText = (event: Recurring) => eventRecurrenceText({ ...event, is_all_day: true });

/** The instants of the window's first and last moment: from 00:00 in Oslo on `from` to the end of `to`. */
const windowInstants = (from: string, to: string) => ({
  after: new Date(osloToUtc(from, 0)),
  before: new Date(Date.parse(osloToUtc(addDays(to, 1), 0)) - 1),
});

/**
 * The occurrences of an event whose day lies in [from, to] (YYYY-MM-DD, both included), oldest first, at most
 * EVENT_WINDOW.maxOccurrences. The rule is expanded in Europe/Oslo, so every occurrence keeps the series' wall-clock
 * time across the daylight-saving changes; the end is the series' end time of day on the occurrence's day. The first
 * day always counts (RFC 5545 counts DTSTART even when the rule would not produce it); exception dates are left out.
 */
export function expandOccurrences(event: Recurring, from: string, to: string): Occurrence[] {
  const timed = !event.is_all_day && Boolean(event.start_time);
  const startMinutes = timed ? wallMinutes(event.start_time as string) : 0;
  const endMinutes = timed && event.end_time ? wallMinutes(event.end_time) : null;
  const occurrence = (date: string): Occurrence => ({
    date,
    start: timed ? osloToUtc(date, startMinutes) : null,
    end: timed && endMinutes !== null ? osloToUtc(date, endMinutes) : null,
  });
  const exceptions = new Set(event.exception_dates ?? []);

  if (event.recurrence_pattern === 'none') {
    const date = event.event_date;
    return date >= from && date <= to && !exceptions.has(date) ? [occurrence(date)] : [];
  }
  if (event.event_date > to || (event.recurrence_end_date && event.recurrence_end_date < from)) return [];
  const rule = new RRuleTemporal({ rruleString: dayRuleText(event), includeDtstart: true });
  const { after, before } = windowInstants(from, to);
  return rule
    .between(after, before, true)
    .map((hit) => occurrence(osloDay(new Date(hit.epochMilliseconds))))
    .filter((hit) => !exceptions.has(hit.date))
    .slice(0, EVENT_WINDOW.maxOccurrences);
}

/** The day of the rule's first occurrence on or after `day`, exception dates aside; null when the rule ends before. */
export function firstOccurrenceFrom(event: Recurring, day: string): string | null {
  if (event.event_date >= day) return event.event_date;
  if (event.recurrence_pattern === 'none') return null;
  const rule = new RRuleTemporal({ rruleString: dayRuleText({ ...event, exception_dates: [] }), includeDtstart: true });
  const hit = rule.next(new Date(osloToUtc(day, 0)), true);
  return hit ? osloDay(new Date(hit.epochMilliseconds)) : null;
}
