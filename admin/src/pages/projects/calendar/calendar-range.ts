import dayjs, { type Dayjs } from 'dayjs';
import { todayInOslo } from '@platform/shared';

export const CALENDAR_MODES = ['month', 'week'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

/** The Monday of a day's week (the Norwegian week), whatever the locale's own first day. */
export const mondayOf = (day: Dayjs): Dayjs => day.startOf('day').subtract((day.day() + 6) % 7, 'day');

/** Today in Oslo, as a local day for the pickers and the calendar. */
export const osloToday = (): Dayjs => dayjs(todayInOslo());

/**
 * The days a view shows, both included, for GET /api/admin/events?from&to. A month shows six weeks; its first row
 * starts on the Monday (Norwegian locale) or the Sunday before it (others) of the month's first week, so the window
 * holds both.
 */
export function visibleRange(mode: CalendarMode, anchor: Dayjs): { from: string; to: string } {
  if (mode === 'week') {
    const monday = mondayOf(anchor);
    return { from: monday.format('YYYY-MM-DD'), to: monday.add(6, 'day').format('YYYY-MM-DD') };
  }
  const monday = mondayOf(anchor.startOf('month'));
  return { from: monday.subtract(1, 'day').format('YYYY-MM-DD'), to: monday.add(41, 'day').format('YYYY-MM-DD') };
}

/** The seven days (YYYY-MM-DD) of the anchor's week, Monday first. */
export const weekDays = (anchor: Dayjs): string[] => Array.from({ length: 7 }, (_, i) => mondayOf(anchor).add(i, 'day').format('YYYY-MM-DD'));

const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const utcNoon = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`);

/** 'November 2026', or the week's 'Nov 23 – Nov 29, 2026'. */
export function rangeTitle(mode: CalendarMode, anchor: Dayjs): string {
  if (mode === 'month') return monthTitle.format(utcNoon(anchor.format('YYYY-MM-DD')));
  const days = weekDays(anchor);
  return `${shortDay.format(utcNoon(days[0]))} – ${shortDay.format(utcNoon(days[6]))}, ${days[6].slice(0, 4)}`;
}

const weekdayHeading = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** 'Mon, Nov 23' over a day of the week view; 'Monday, Nov 23, 2026' to name it. */
export const dayHeading = (isoDay: string): string => weekdayHeading.format(utcNoon(isoDay));
export const dayName = (isoDay: string): string => weekdayLong.format(utcNoon(isoDay));
