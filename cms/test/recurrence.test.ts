import { EVENT_WINDOW, osloToUtc } from '@platform/shared';
import { expandOccurrences, firstOccurrenceFrom, type Recurring } from '../src/projects/events/recurrence';

/** A series as stored: a one-off 09:00-09:30 meeting unless told otherwise. */
const series = (overrides: Partial<Recurring>): Recurring => ({
  event_date: '2026-01-05',
  start_time: osloToUtc('2026-01-05', 9 * 60),
  end_time: osloToUtc('2026-01-05', 9 * 60 + 30),
  is_all_day: false,
  recurrence_pattern: 'none',
  recurrence_interval: 1,
  recurrence_end_date: null,
  recurrence_days_of_week: [],
  recurrence_day_of_month: null,
  exception_dates: [],
  ...overrides,
});

/** The same series starting on another day at hh:mm-hh:mm in Oslo. */
const timedFrom = (day: string, start: [number, number], end: [number, number]) => ({
  event_date: day,
  start_time: osloToUtc(day, start[0] * 60 + start[1]),
  end_time: osloToUtc(day, end[0] * 60 + end[1]),
});

const days = (event: Recurring, from: string, to: string) => expandOccurrences(event, from, to).map((occurrence) => occurrence.date);

describe('the expansion of an event into occurrences (RFC 5545, Europe/Oslo)', () => {
  it('answers a one-off event as its day inside the window and nothing outside it', () => {
    const event = series({});
    expect(expandOccurrences(event, '2026-01-01', '2026-01-31')).toEqual([
      { date: '2026-01-05', start: '2026-01-05T08:00:00.000Z', end: '2026-01-05T08:30:00.000Z' },
    ]);
    expect(expandOccurrences(event, '2026-01-06', '2026-01-31')).toEqual([]);
    expect(expandOccurrences({ ...event, exception_dates: ['2026-01-05'] }, '2026-01-01', '2026-01-31')).toEqual([]);
  });

  it('repeats every other week on Monday, Wednesday and Friday until the end date', () => {
    const event = series({
      ...timedFrom('2026-09-07', [9, 0], [10, 0]),
      recurrence_pattern: 'weekly',
      recurrence_interval: 2,
      recurrence_days_of_week: [1, 3, 5],
      recurrence_end_date: '2026-10-09',
    });
    expect(days(event, '2026-09-01', '2026-12-31')).toEqual([
      '2026-09-07',
      '2026-09-09',
      '2026-09-11',
      '2026-09-21',
      '2026-09-23',
      '2026-09-25',
      '2026-10-05',
      '2026-10-07',
      '2026-10-09',
    ]);
  });

  it('repeats monthly on the 31st and skips the months without one', () => {
    const event = series({ ...timedFrom('2026-01-31', [12, 0], [13, 0]), recurrence_pattern: 'monthly', recurrence_day_of_month: 31 });
    expect(days(event, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
  });

  it('repeats yearly until an end date, the end date itself included', () => {
    const event = series({ ...timedFrom('2026-06-15', [10, 0], [11, 0]), recurrence_pattern: 'yearly', recurrence_end_date: '2029-06-14' });
    expect(days(event, '2026-01-01', '2030-12-31')).toEqual(['2026-06-15', '2027-06-15', '2028-06-15']);
    expect(days({ ...event, recurrence_end_date: '2029-06-15' }, '2026-01-01', '2030-12-31')).toEqual([
      '2026-06-15',
      '2027-06-15',
      '2028-06-15',
      '2029-06-15',
    ]);
  });

  it('leaves out an exception date and keeps the rest of the series', () => {
    const event = series({ ...timedFrom('2026-02-02', [9, 0], [9, 30]), recurrence_pattern: 'weekly', recurrence_days_of_week: [1] });
    expect(days({ ...event, exception_dates: ['2026-02-16'] }, '2026-02-01', '2026-03-01')).toEqual(['2026-02-02', '2026-02-09', '2026-02-23']);
    expect(days({ ...event, exception_dates: ['2026-02-02'] }, '2026-02-01', '2026-02-10')).toEqual(['2026-02-09']);
  });

  it('keeps a weekly 09:00 meeting at 09:00 in Oslo across both daylight-saving changes, its UTC instant moving an hour', () => {
    const event = series({ ...timedFrom('2026-03-16', [9, 0], [9, 30]), recurrence_pattern: 'weekly', recurrence_days_of_week: [1] });
    // Summer time begins on Sunday 29 March 2026 and ends on Sunday 25 October 2026.
    expect(expandOccurrences(event, '2026-03-20', '2026-04-01')).toEqual([
      { date: '2026-03-23', start: '2026-03-23T08:00:00.000Z', end: '2026-03-23T08:30:00.000Z' },
      { date: '2026-03-30', start: '2026-03-30T07:00:00.000Z', end: '2026-03-30T07:30:00.000Z' },
    ]);
    expect(expandOccurrences(event, '2026-10-15', '2026-10-27')).toEqual([
      { date: '2026-10-19', start: '2026-10-19T07:00:00.000Z', end: '2026-10-19T07:30:00.000Z' },
      { date: '2026-10-26', start: '2026-10-26T08:00:00.000Z', end: '2026-10-26T08:30:00.000Z' },
    ]);
  });

  it('repeats daily with an interval of three', () => {
    const event = series({ ...timedFrom('2026-01-01', [7, 0], [7, 15]), recurrence_pattern: 'daily', recurrence_interval: 3 });
    expect(days(event, '2026-01-01', '2026-01-12')).toEqual(['2026-01-01', '2026-01-04', '2026-01-07', '2026-01-10']);
    expect(days(event, '2026-01-05', '2026-01-12')).toEqual(['2026-01-07', '2026-01-10']);
  });

  it('answers an all-day weekly event as days without instants', () => {
    const event = series({
      event_date: '2026-05-01',
      start_time: null,
      end_time: null,
      is_all_day: true,
      recurrence_pattern: 'weekly',
      recurrence_days_of_week: [5],
    });
    expect(expandOccurrences(event, '2026-05-01', '2026-05-22')).toEqual([
      { date: '2026-05-01', start: null, end: null },
      { date: '2026-05-08', start: null, end: null },
      { date: '2026-05-15', start: null, end: null },
      { date: '2026-05-22', start: null, end: null },
    ]);
  });

  it('counts the first day even when the rule would not produce it, and an early-morning occurrence on the window days', () => {
    // A Tuesday start of a Monday rule; 00:30 in Oslo is still the day before in UTC.
    const event = series({ ...timedFrom('2026-06-02', [0, 30], [1, 0]), recurrence_pattern: 'weekly', recurrence_days_of_week: [1] });
    expect(days(event, '2026-06-01', '2026-06-15')).toEqual(['2026-06-02', '2026-06-08', '2026-06-15']);
    expect(expandOccurrences(event, '2026-06-08', '2026-06-08')).toEqual([
      { date: '2026-06-08', start: '2026-06-07T22:30:00.000Z', end: '2026-06-07T23:00:00.000Z' },
    ]);
  });

  it('stops at the cap of occurrences per call', () => {
    const event = series({ ...timedFrom('2020-01-01', [0, 0], [0, 1]), recurrence_pattern: 'daily' });
    const many = expandOccurrences({ ...event, start_time: null, end_time: null, is_all_day: true }, '2020-01-01', '2027-01-01');
    expect(many).toHaveLength(EVENT_WINDOW.maxOccurrences);
    expect(many[0].date).toBe('2020-01-01');
  });

  it('finds the first occurrence of a rule on or after a day', () => {
    const weekly = series({ ...timedFrom('2026-01-05', [9, 0], [9, 30]), recurrence_pattern: 'weekly', recurrence_days_of_week: [1] });
    expect(firstOccurrenceFrom(weekly, '2026-03-04')).toBe('2026-03-09');
    expect(firstOccurrenceFrom(weekly, '2026-03-09')).toBe('2026-03-09');
    expect(firstOccurrenceFrom({ ...weekly, recurrence_end_date: '2026-03-01' }, '2026-03-04')).toBeNull();
    expect(firstOccurrenceFrom(series({}), '2026-03-04')).toBeNull();
  });
});
