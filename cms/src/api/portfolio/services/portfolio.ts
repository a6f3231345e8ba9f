import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  PORTFOLIO_SCORE_FORMULA,
  executeTrades,
  osloIsoDate,
  planRebalance,
  portfolioPositions,
  validatePortfolioTargets,
  type ExecutedRebalance,
  type FieldError,
  type Portfolio,
  type PortfolioOrderList,
  type RebalancePlan,
  type RebalanceSettings,
} from '@platform/shared';
import { insertSamplePortfolio } from '../../../seed/demo-portfolio';
import { planPdf } from '../plan-pdf';
import { insertOrders, readOrders, readPortfolio, writeHoldings, writeTargets, type StoredPortfolio } from '../portfolio-store';
import { PORTFOLIOS_TABLE } from '../portfolio-tables';

function view(stored: StoredPortfolio): Portfolio {
  const { positions, cash, totalValue } = portfolioPositions(stored.cash, stored.holdings);
  return { cash, positions, totalValue, pricesAsOf: stored.pricesAsOf, updatedAt: stored.updatedAt };
}

const planOf = (stored: StoredPortfolio, settings: RebalanceSettings): RebalancePlan =>
  planRebalance({ cash: stored.cash, holdings: stored.holdings }, settings);

/**
 * The portfolio product: each user's stored portfolio (a copy of the sample portfolio on first use), its target
 * weights, and rebalance plans simulated, executed (as orders at the stored prices: no broker is connected) or
 * exported as a PDF. Plans are always computed here from the stored portfolio by the shared engine.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = (): Knex => strapi.db.connection;

  /** The user's portfolio; a user without one gets a copy of the sample portfolio (a concurrent first call may win). */
  async function ensure(userId: number): Promise<StoredPortfolio> {
    const found = await readPortfolio(knex(), userId);
    if (found) return found;
    try {
      await knex().transaction((trx) => insertSamplePortfolio(trx, userId));
    } catch (error) {
      if (!(await readPortfolio(knex(), userId))) throw error;
    }
    return (await readPortfolio(knex(), userId)) as StoredPortfolio;
  }

  return {
    /** GET /api/portfolio. */
    async portfolio(userId: number): Promise<Portfolio> {
      return view(await ensure(userId));
    },

    /** PUT /api/portfolio: the new targets, or the field errors (nothing changed). */
    async setTargets(
      userId: number,
      body: unknown,
      now: Date = new Date(),
    ): Promise<{ ok: true; portfolio: Portfolio } | { ok: false; errors: FieldError[] }> {
      const stored = await ensure(userId);
      const checked = validatePortfolioTargets(
        body,
        stored.holdings.map((holding) => holding.ticker),
      );
      if (!checked.ok) return checked;
      await knex().transaction((trx) => writeTargets(trx, stored.id, checked.value.targets, now));
      return { ok: true, portfolio: view((await readPortfolio(knex(), userId)) as StoredPortfolio) };
    },

    /** POST /api/portfolio/rebalance/simulate. */
    async simulate(userId: number, settings: RebalanceSettings): Promise<RebalancePlan> {
      return planOf(await ensure(userId), settings);
    },

    /**
     * POST /api/portfolio/rebalance/execute: the plan recomputed from the stored portfolio and applied in one
     * transaction (orders, holdings, lots, cash); null when it has no trades. On PostgreSQL the portfolio row is
     * locked first, so a second execution at the same time plans from the portfolio the first one left; SQLite has
     * one writer at a time.
     */
    async execute(userId: number, settings: RebalanceSettings, now: Date = new Date()): Promise<ExecutedRebalance | null> {
      await ensure(userId);
      return knex().transaction(async (trx) => {
        if (strapi.db.dialect.client !== 'sqlite') await trx(PORTFOLIOS_TABLE).where({ user_id: userId }).forUpdate().first('id');
        const stored = (await readPortfolio(trx, userId)) as StoredPortfolio;
        const plan = planOf(stored, settings);
        if (plan.trades.length === 0) return null;
        // A bought lot is dated by the Oslo day of the execution.
        const after = executeTrades(stored.holdings, stored.cash, plan.trades, osloIsoDate(now));
        await writeHoldings(trx, stored, after.holdings, after.cash, now);
        const orders = await insertOrders(trx, stored.id, crypto.randomUUID(), plan.trades, now);
        return { orders, portfolio: view((await readPortfolio(trx, userId)) as StoredPortfolio) };
      });
    },

    /** GET /api/portfolio/orders. */
    async orders(userId: number): Promise<PortfolioOrderList> {
      const stored = await ensure(userId);
      return { orders: await readOrders(knex(), stored.id) };
    },

    /** POST /api/portfolio/rebalance/pdf: the plan as a PDF named after the Oslo day. */
    async planPdf(userId: number, settings: RebalanceSettings, now: Date = new Date()): Promise<{ body: Buffer; fileName: string }> {
      const stored = await ensure(userId);
      const body = await planPdf({ plan: planOf(stored, settings), portfolio: view(stored), formula: PORTFOLIO_SCORE_FORMULA.no, at: now });
      return { body, fileName: `rebalanseringsplan-${osloIsoDate(now)}.pdf` };
    },
  };
};
