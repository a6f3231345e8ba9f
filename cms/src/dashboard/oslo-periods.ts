import type { Knex } from 'knex';
import { DASHBOARD_TIME_ZONE, type DailyCount } from '@platform/shared';
import { dbMoment, isPostgres } from '../db-values';

/**
 * Calendar days and months in Norway for the dashboard's series, counted in SQL on both databases: the periods are
 * worked out here (with DST: a day may be 23 or 25 hours) and handed to the query as a small table of bounds, so each
 * bucket is an index range on the time column rather than a time-zone conversion per row.
 */
export interface Period {
  /** 'YYYY-MM-DD' or 'YYYY-MM' */
  key: string;
  start: Date;
  end: Date;
}

const OSLO_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: DASHBOARD_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZoneName: 'longOffset',
});

/** The calendar date in Oslo of a moment, and Oslo's offset from UTC then (ms). */
function osloDate(moment: Date): { year: number; month: number; day: number; offsetMs: number } {
  const parts = Object.fromEntries(OSLO_PARTS.formatToParts(moment).map((part) => [part.type, part.value]));
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '');
  const offsetMs = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000 : 0;
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), offsetMs };
}

/** Midnight in Oslo starting the given calendar date (month and day may overflow, as Date.UTC allows). */
function osloMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  // The offset at the wall time read as UTC is right except within hours of a DST change; a second pass settles it.
  const first = wall - osloDate(new Date(wall)).offsetMs;
  return new Date(wall - osloDate(new Date(first)).offsetMs);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The `count` days up to and including today in Oslo, oldest first. */
export function osloDays(now: Date, count: number): Period[] {
  const { year, month, day } = osloDate(now);
  return Array.from({ length: count }, (_, i) => {
    const start = osloMidnight(year, month, day - (count - 1 - i));
    const date = new Date(Date.UTC(year, month - 1, day - (count - 1 - i)));
    const key = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
    return { key, start, end: osloMidnight(year, month, day - (count - 1 - i) + 1) };
  });
}

/** The `count` calendar months up to and including this one in Oslo, oldest first. */
export function osloMonths(now: Date, count: number): Period[] {
  const { year, month } = osloDate(now);
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    const key = `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`;
    return {
      key,
      start: osloMidnight(first.getUTCFullYear(), first.getUTCMonth() + 1, 1),
      end: osloMidnight(first.getUTCFullYear(), first.getUTCMonth() + 2, 1),
    };
  });
}

/**
 * The periods as a derived table `alias(period_key, period_start, period_end)`, to join a time column against:
 * `.join(periodTable(knex, days, 'p'), (j) => j.on('t.created_at', '>=', 'p.period_start').andOn('t.created_at', '<', 'p.period_end'))`.
 */
export function periodTable(knex: Knex, periods: Period[], alias: string): Knex.Raw {
  const cast = isPostgres(knex) ? '::timestamptz' : '';
  const rows = periods.map(() => `SELECT ? AS period_key, ?${cast} AS period_start, ?${cast} AS period_end`).join(' UNION ALL ');
  const bindings = periods.flatMap((period) => [period.key, dbMoment(knex, period.start), dbMoment(knex, period.end)]);
  return knex.raw(`(${rows}) AS ${alias}`, bindings);
}

/** Every period with its count from `rows` (period_key → count), 0 where the query found none. */
export function fillPeriods(periods: Period[], rows: Array<{ period_key: string; count: unknown }>): DailyCount[] {
  const counts = new Map(rows.map((row) => [row.period_key, Number(row.count)]));
  return periods.map((period) => ({ date: period.key, count: counts.get(period.key) ?? 0 }));
}
