import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { createTableOnce } from '../../create-table-once';

export const PORTFOLIOS_TABLE = 'portfolios';
export const PORTFOLIO_HOLDINGS_TABLE = 'portfolio_holdings';
export const PORTFOLIO_LOTS_TABLE = 'portfolio_lots';
export const PORTFOLIO_ORDERS_TABLE = 'portfolio_orders';

/**
 * The portfolio product's tables. Money is kept exact in whole øre (integers; the API speaks NOK with two decimals),
 * target weights in hundredths of a percent. A user has one portfolio; deleting the user deletes all four
 * (admin-user remove).
 */
export async function ensurePortfolioTables(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await createTableOnce(knex, PORTFOLIOS_TABLE, (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().unique('portfolios_user_unique');
    t.bigInteger('cash_ore').notNullable();
    // The day the stored (sample) prices are from: they are not live quotes.
    t.string('prices_as_of', 10).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await createTableOnce(knex, PORTFOLIO_HOLDINGS_TABLE, (t) => {
    t.increments('id').primary();
    t.integer('portfolio_id').notNullable();
    t.string('ticker', 16).notNullable();
    t.string('name', 120).notNullable();
    t.integer('shares').notNullable();
    t.integer('price_ore').notNullable();
    // Hundredths of a percent: 1250 is 12.5 %.
    t.integer('target_weight_bp').notNullable();
    t.unique(['portfolio_id', 'ticker'], { indexName: 'portfolio_holdings_ticker_unique' });
  });
  await createTableOnce(knex, PORTFOLIO_LOTS_TABLE, (t) => {
    t.increments('id').primary();
    t.integer('portfolio_id').notNullable();
    t.string('ticker', 16).notNullable();
    t.integer('shares').notNullable();
    t.integer('cost_per_share_ore').notNullable();
    t.string('acquired_at', 10).notNullable();
    t.index(['portfolio_id', 'ticker'], 'portfolio_lots_holding_idx');
  });
  await createTableOnce(knex, PORTFOLIO_ORDERS_TABLE, (t) => {
    t.increments('id').primary();
    t.integer('portfolio_id').notNullable();
    // One id for the orders of one execution.
    t.string('batch_id', 36).notNullable();
    t.string('ticker', 16).notNullable();
    t.string('name', 120).notNullable();
    t.string('action', 4).notNullable();
    t.integer('current_shares').notNullable();
    t.integer('target_shares').notNullable();
    t.integer('shares').notNullable();
    t.integer('current_weight_bp').notNullable();
    t.integer('target_weight_bp').notNullable();
    t.integer('price_ore').notNullable();
    t.bigInteger('trade_value_ore').notNullable();
    t.integer('cost_ore').notNullable();
    t.bigInteger('realised_gain_ore').notNullable();
    // A sale's lots as JSON text ([{ lotId, shares, realisedGain }]), as the plan gave them.
    t.text('lots').nullable();
    t.timestamp('executed_at', { useTz: true }).notNullable();
    t.index(['portfolio_id', 'executed_at'], 'portfolio_orders_portfolio_idx');
  });
}

/** Deletes the user's portfolio with its holdings, lots and orders (in the caller's transaction). */
export async function deletePortfolioOf(trx: Knex, userId: number): Promise<void> {
  const ids = trx(PORTFOLIOS_TABLE).where({ user_id: userId }).select('id');
  for (const table of [PORTFOLIO_ORDERS_TABLE, PORTFOLIO_LOTS_TABLE, PORTFOLIO_HOLDINGS_TABLE])
    await trx(table).whereIn('portfolio_id', ids).delete();
  await trx(PORTFOLIOS_TABLE).where({ user_id: userId }).delete();
}
