import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { todayInOslo } from '@platform/shared';
import { toIsoDate } from '../../db-values';
import { eventLog } from '../../logs/event-log';
import { service } from '../../services';
import { PROPERTY_REPORT_SUBSCRIPTIONS_TABLE as TABLE } from './subscription-table';

/** The calendar month (YYYY-MM) of an instant in Oslo. */
const osloMonth = (instant: Date): string => todayInOslo(instant).slice(0, 7);

/**
 * Puts this month's report sendings on the job queue: every monthly subscription made before this month (Oslo) is
 * claimed for the month by a conditional update, so each goes out once a month across app processes and ticks, at
 * the first tick of the month; a subscription made this month gets its first one next month.
 */
export async function fireDueReportSubscriptions(knex: Knex, send: (subscriptionId: number) => Promise<void>, now = new Date()): Promise<number[]> {
  const month = osloMonth(now);
  const rows: Array<{ id: number | string; created_at: unknown }> = await knex(TABLE)
    .where({ frequency: 'monthly' })
    .andWhere((q) => q.whereNull('claimed_month').orWhere('claimed_month', '<', month))
    .select('id', 'created_at');
  const claimed: number[] = [];
  for (const row of rows) {
    if (osloMonth(new Date(toIsoDate(row.created_at) as string)) >= month) continue;
    const count = await knex(TABLE)
      .where({ id: row.id })
      .andWhere((q) => q.whereNull('claimed_month').orWhere('claimed_month', '<', month))
      .update({ claimed_month: month });
    if (count !== 1) continue;
    await send(Number(row.id));
    claimed.push(Number(row.id));
  }
  return claimed;
}

/** The job: renders and mails one subscription's report; a failure is written to the platform's log. */
export async function sendSubscribedReport(strapi: Core.Strapi, subscriptionId: number): Promise<void> {
  const row = await strapi.db.connection(TABLE).where({ id: subscriptionId }).first('user_id');
  if (!row) return;
  const reports = service(strapi, 'propertyReports');
  const subscription = await reports.subscription(Number(row.user_id), subscriptionId);
  if (!subscription) return;
  try {
    await reports.send(subscription);
  } catch (error) {
    eventLog(strapi).record({
      level: 'error',
      category: 'system',
      action: 'property_report_monthly_failed',
      errorMessage: (error as Error).message,
      userId: Number(row.user_id),
      metadata: { subscriptionId },
      status: 'failure',
    });
  }
}
