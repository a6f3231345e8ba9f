import type { Knex } from 'knex';

/**
 * Rows written before the status set became trial/active/inactive/expired: 'none' with trial dates was a trial,
 * 'none' without and 'cancelled' grant nothing now. Idempotent; a no-op once every row has a current status.
 */
export async function migrateSubscriptionStatuses(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('product_subscriptions'))) return;
  await knex('product_subscriptions').where({ status: 'none' }).whereNotNull('trial_start').update({ status: 'trial' });
  await knex('product_subscriptions').whereIn('status', ['none', 'cancelled']).update({ status: 'inactive' });
}
