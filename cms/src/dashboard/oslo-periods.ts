import type { Knex } from 'knex';
import { Temporal } from 'temporal-polyfill';
import { DASHBOARD_TIME_ZONE, type DailyCount } from '@platform/shared';

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

const today = (now: Date) => Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(DASHBOARD_TIME_ZONE).toPlainDate();
const startOf = (date: Temporal.PlainDate) => new Date(date.toZonedDateTime({ timeZone: DASHBOARD_TIME_ZONE }).epochMilliseconds);

/** The `count` days up to and including today in Oslo, oldest first. */
export function osloDays(now: Date, count: number): Period[] {
  const last = today(now);
  return Array.from({ length: count }, (_, i) => {
    const day = last.subtract({ days: count - 1 - i });
    return { key: day.toString(), start: startOf(day), end: startOf(day.add({ days: 1 })) };
  });
}

/** The `count` calendar months up to and including this one in Oslo, oldest first. */
export function osloMonths(now: Date, count: number): Period[] {
  const first = today(now).with({ day: 1 });
  return Array.from({ length: count }, (_, i) => {
    const month = first.subtract({ months: count - 1 - i });
    return { key: month.toPlainYearMonth().toString(), start: startOf(month), end: startOf(month.add({ months: 1 })) };
  });
}

export const isPostgres = (knex: Knex) => knex.client.config.client === 'postgres' || knex.client.config.client === 'pg';

/** A moment as a query parameter: SQLite keeps Strapi's datetimes as epoch milliseconds, PostgreSQL as timestamps. */
export const dbMoment = (knex: Knex, date: Date): Date | number => (isPostgres(knex) ? date : date.getTime());

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
