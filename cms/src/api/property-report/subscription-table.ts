import type { Core } from '@strapi/strapi';
import { addColumnsOnce, createTableOnce } from '../../create-table-once';

export const PROPERTY_REPORT_SUBSCRIPTIONS_TABLE = 'property_report_subscriptions';

/**
 * The property analytics reports users have e-mailed monthly: the report (type, areas, a custom report's sections as
 * JSON text), the address, when it was last sent and the month (Oslo, YYYY-MM) a process last claimed its monthly
 * sending for. Deleting the user deletes them (admin-user remove).
 */
export async function ensurePropertyReportSubscriptionsTable(strapi: Core.Strapi): Promise<void> {
  await createTableOnce(strapi.db.connection, PROPERTY_REPORT_SUBSCRIPTIONS_TABLE, (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable();
    t.string('type', 32).notNullable();
    t.string('area', 64).notNullable();
    t.string('compare_area', 64).nullable();
    t.text('sections').notNullable();
    t.string('email', 254).notNullable();
    t.string('frequency', 16).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_sent_at', { useTz: true }).nullable();
    t.string('claimed_month', 7).nullable();
    t.index(['user_id'], 'property_report_subscriptions_user_idx');
  });
  await addColumnsOnce(strapi.db.connection, PROPERTY_REPORT_SUBSCRIPTIONS_TABLE, { claimed_month: (t) => t.string('claimed_month', 7).nullable() });
}
