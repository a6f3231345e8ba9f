import dayjs, { type Dayjs } from 'dayjs';
import {
  osloToUtc,
  todayInOslo,
  validateProjectEventInput,
  wallMinutes,
  type EventOccurrence,
  type ProjectEventInput,
  type ValidationResult,
} from '@platform/shared';

/** The dialog's fields: the day and the times as picker values, the rest as sent. */
export type EventFormValues = Omit<ProjectEventInput, 'event_date' | 'start_time' | 'end_time' | 'recurrence_end_date'> & {
  event_date: Dayjs | null;
  start_time: Dayjs | null;
  end_time: Dayjs | null;
  recurrence_end_date: Dayjs | null;
};

/** A time of day as a picker value (the picker shows only hours and minutes; the day is of no account). */
const pickerTime = (minutes: number): Dayjs =>
  dayjs('2000-01-01T00:00:00')
    .hour(Math.floor(minutes / 60))
    .minute(minutes % 60);
const pickerDay = (isoDay: string | null): Dayjs | null => (isoDay ? dayjs(isoDay.slice(0, 10)) : null);

export function blankEvent(): EventFormValues {
  return {
    title: '',
    event_type: 'meeting',
    status: 'scheduled',
    event_date: dayjs(todayInOslo()),
    is_all_day: false,
    start_time: null,
    end_time: null,
    location: '',
    meeting_url: '',
    participants: [],
    organizer: '',
    description: '',
    recurrence_pattern: 'none',
    recurrence_interval: 1,
    recurrence_days_of_week: [],
    recurrence_day_of_month: null,
    recurrence_end_date: null,
  };
}

/** The series' values in the dialog; the times are the wall-clock times in Oslo. */
export function eventToForm(event: EventOccurrence): EventFormValues {
  return {
    title: event.title,
    event_type: event.event_type,
    status: event.status,
    event_date: pickerDay(event.event_date),
    is_all_day: event.is_all_day,
    start_time: event.start_time ? pickerTime(wallMinutes(event.start_time)) : null,
    end_time: event.end_time ? pickerTime(wallMinutes(event.end_time)) : null,
    location: event.location ?? '',
    meeting_url: event.meeting_url ?? '',
    participants: event.participants ?? [],
    organizer: event.organizer ?? '',
    description: event.description ?? '',
    recurrence_pattern: event.recurrence_pattern,
    recurrence_interval: event.recurrence_interval || 1,
    recurrence_days_of_week: event.recurrence_days_of_week ?? [],
    recurrence_day_of_month: event.recurrence_day_of_month,
    recurrence_end_date: pickerDay(event.recurrence_end_date),
  };
}

const minutesOf = (time: Dayjs) => time.hour() * 60 + time.minute();

/**
 * What the dialog sends, checked by the shared rules first: the times become instants of the picked day in Oslo, so
 * 09:00 is 09:00 there whatever the browser's own zone; an all-day event sends no times at all.
 */
export function formToBody(values: EventFormValues): ValidationResult<Partial<ProjectEventInput>> {
  const day = values.event_date ? values.event_date.format('YYYY-MM-DD') : todayInOslo();
  const timed = !values.is_all_day;
  const checked = validateProjectEventInput({
    ...values,
    event_date: day,
    start_time: timed && values.start_time ? osloToUtc(day, minutesOf(values.start_time)) : null,
    end_time: timed && values.end_time ? osloToUtc(day, minutesOf(values.end_time)) : null,
    recurrence_end_date: values.recurrence_end_date ? values.recurrence_end_date.format('YYYY-MM-DD') : null,
  });
  if (!checked.ok || timed) return checked;
  const { start_time: _start, end_time: _end, ...withoutTimes } = checked.value;
  return { ok: true, value: withoutTimes };
}
