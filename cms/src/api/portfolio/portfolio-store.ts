import type { Knex } from 'knex';
import type { PortfolioHolding, PortfolioOrder, RebalanceTrade, TaxLot } from '@platform/shared';
import { toIsoDate } from '../../db-values';
import { PORTFOLIOS_TABLE, PORTFOLIO_HOLDINGS_TABLE, PORTFOLIO_LOTS_TABLE, PORTFOLIO_ORDERS_TABLE } from './portfolio-tables';

/** NOK (two decimals) to whole øre and back: the tables keep øre, the API speaks NOK. */
export const toOre = (nok: number) => Math.round(nok * 100);
export const toNok = (ore: unknown) => Number(ore) / 100;
/** Percent (two decimals) to hundredths of a percent and back. */
const toBp = (pct: number) => Math.round(pct * 100);
const toPct = (bp: unknown) => Number(bp) / 100;

/** A user's stored portfolio as the engine reads it. */
export interface StoredPortfolio {
  id: number;
  cash: number;
  holdings: PortfolioHolding[];
  pricesAsOf: string;
  updatedAt: string;
}

/** The user's portfolio (holdings in ticker order, lots oldest first); null when they have none yet. */
export async function readPortfolio(knex: Knex, userId: number): Promise<StoredPortfolio | null> {
  const row = await knex(PORTFOLIOS_TABLE).where({ user_id: userId }).first();
  if (!row) return null;
  const id = Number(row.id);
  const [holdings, lots] = await Promise.all([
    knex(PORTFOLIO_HOLDINGS_TABLE).where({ portfolio_id: id }).orderBy('ticker'),
    knex(PORTFOLIO_LOTS_TABLE)
      .where({ portfolio_id: id })
      .orderBy([{ column: 'acquired_at' }, { column: 'id' }]),
  ]);
  const lotsOf = new Map<string, TaxLot[]>();
  for (const lot of lots) {
    const list = lotsOf.get(lot.ticker) ?? [];
    list.push({ id: Number(lot.id), shares: Number(lot.shares), costPerShare: toNok(lot.cost_per_share_ore), acquiredAt: lot.acquired_at });
    lotsOf.set(lot.ticker, list);
  }
  return {
    id,
    cash: toNok(row.cash_ore),
    holdings: holdings.map((holding) => ({
      ticker: holding.ticker,
      name: holding.name,
      shares: Number(holding.shares),
      price: toNok(holding.price_ore),
      targetWeight: toPct(holding.target_weight_bp),
      lots: lotsOf.get(holding.ticker) ?? [],
    })),
    pricesAsOf: row.prices_as_of,
    updatedAt: toIsoDate(row.updated_at) as string,
  };
}

/** New target weights (validated: one for every holding). */
export async function writeTargets(
  trx: Knex,
  portfolioId: number,
  targets: Array<{ ticker: string; targetWeight: number }>,
  now: Date,
): Promise<void> {
  for (const { ticker, targetWeight } of targets) {
    await trx(PORTFOLIO_HOLDINGS_TABLE)
      .where({ portfolio_id: portfolioId, ticker })
      .update({ target_weight_bp: toBp(targetWeight) });
  }
  await trx(PORTFOLIOS_TABLE).where({ id: portfolioId }).update({ updated_at: now });
}

/**
 * Writes the holdings and cash after an execution: each holding's shares, and its lots as the engine left them
 * (a lot whose id is stored is updated, a stored lot no longer there was sold off, any other is a new purchase).
 */
export async function writeHoldings(trx: Knex, portfolio: StoredPortfolio, holdings: PortfolioHolding[], cash: number, now: Date): Promise<void> {
  const storedLots = new Set(portfolio.holdings.flatMap((holding) => holding.lots.map((lot) => lot.id)));
  const keptLots = new Set<number>();
  for (const holding of holdings) {
    await trx(PORTFOLIO_HOLDINGS_TABLE).where({ portfolio_id: portfolio.id, ticker: holding.ticker }).update({ shares: holding.shares });
    for (const lot of holding.lots) {
      if (storedLots.has(lot.id) && !keptLots.has(lot.id)) {
        keptLots.add(lot.id);
        await trx(PORTFOLIO_LOTS_TABLE).where({ id: lot.id, portfolio_id: portfolio.id }).update({ shares: lot.shares });
      } else {
        await trx(PORTFOLIO_LOTS_TABLE).insert({
          portfolio_id: portfolio.id,
          ticker: holding.ticker,
          shares: lot.shares,
          cost_per_share_ore: toOre(lot.costPerShare),
          acquired_at: lot.acquiredAt,
        });
      }
    }
  }
  const gone = [...storedLots].filter((id) => !keptLots.has(id));
  if (gone.length > 0) await trx(PORTFOLIO_LOTS_TABLE).where({ portfolio_id: portfolio.id }).whereIn('id', gone).delete();
  // Lots sold down to nothing are not kept.
  await trx(PORTFOLIO_LOTS_TABLE).where({ portfolio_id: portfolio.id }).where('shares', '<=', 0).delete();
  await trx(PORTFOLIOS_TABLE)
    .where({ id: portfolio.id })
    .update({ cash_ore: toOre(cash), updated_at: now });
}

const realisedOf = (trade: RebalanceTrade) => (trade.lots ?? []).reduce((sum, lot) => sum + lot.realisedGain, 0);

/** Stores one execution's trades as executed orders under one batch id; answers them as stored. */
export async function insertOrders(
  trx: Knex,
  portfolioId: number,
  batchId: string,
  trades: RebalanceTrade[],
  executedAt: Date,
): Promise<PortfolioOrder[]> {
  for (const trade of trades) {
    await trx(PORTFOLIO_ORDERS_TABLE).insert({
      portfolio_id: portfolioId,
      batch_id: batchId,
      ticker: trade.ticker,
      name: trade.name,
      action: trade.action,
      current_shares: trade.currentShares,
      target_shares: trade.targetShares,
      shares: trade.tradeShares,
      current_weight_bp: toBp(trade.currentWeight),
      target_weight_bp: toBp(trade.targetWeight),
      price_ore: toOre(trade.price),
      trade_value_ore: toOre(trade.tradeValue),
      cost_ore: toOre(trade.estimatedCost),
      realised_gain_ore: toOre(realisedOf(trade)),
      lots: trade.lots ? JSON.stringify(trade.lots) : null,
      executed_at: executedAt,
    });
  }
  return (await trx(PORTFOLIO_ORDERS_TABLE).where({ portfolio_id: portfolioId, batch_id: batchId }).orderBy('id')).map(toOrder);
}

/** The portfolio's executed orders, newest execution first, each execution's orders in the plan's order. */
export async function readOrders(knex: Knex, portfolioId: number): Promise<PortfolioOrder[]> {
  const rows = await knex(PORTFOLIO_ORDERS_TABLE).where({ portfolio_id: portfolioId }).orderBy('id', 'desc');
  const batches = new Map<string, PortfolioOrder[]>();
  for (const row of rows) batches.set(row.batch_id, [toOrder(row), ...(batches.get(row.batch_id) ?? [])]);
  return [...batches.values()].flat();
}

function toOrder(row: Record<string, any>): PortfolioOrder {
  const order: PortfolioOrder = {
    id: Number(row.id),
    batchId: row.batch_id,
    executedAt: toIsoDate(row.executed_at) as string,
    ticker: row.ticker,
    name: row.name,
    action: row.action,
    currentShares: Number(row.current_shares),
    targetShares: Number(row.target_shares),
    tradeShares: Number(row.shares),
    currentWeight: toPct(row.current_weight_bp),
    targetWeight: toPct(row.target_weight_bp),
    price: toNok(row.price_ore),
    tradeValue: toNok(row.trade_value_ore),
    estimatedCost: toNok(row.cost_ore),
    realisedGain: toNok(row.realised_gain_ore),
  };
  if (row.lots) order.lots = JSON.parse(row.lots);
  return order;
}
