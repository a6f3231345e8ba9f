import {
  DEFAULT_REBALANCE_SETTINGS,
  PRODUCT_NAMES,
  type ExecutedRebalance,
  type Portfolio,
  type PortfolioOrder,
  type PortfolioPosition,
  type RebalancePlan,
  type RebalanceTrade,
} from '@platform/shared';
import { productAccess } from '../../test/fixtures';
import { productDetail } from '../../test/product-detail';

// Small sample answers of the portfolio API, figures chosen to be checked by eye.

export const PORTFOLIO_PRODUCT = productDetail({ id: 'portfolio', name: PRODUCT_NAMES.portfolio });
export const OPEN = { product: productAccess('portfolio', { subscriptionStatus: 'active', hasAccess: true }) };

const position = (
  ticker: string,
  name: string,
  shares: number,
  price: number,
  targetWeight: number,
  weight: number,
  costBasis: number,
): PortfolioPosition => ({
  ticker,
  name,
  shares,
  price,
  targetWeight,
  lots: [{ id: 1, shares, costPerShare: costBasis / shares, acquiredAt: '2024-01-15' }],
  value: shares * price,
  weight,
  costBasis,
  gainLoss: shares * price - costBasis,
});

/** Equinor up 2 500 kr, DNB down 1 200 kr; 10 000 kr cash; 100 000 kr in all. */
export function portfolio(overrides: Partial<Portfolio> = {}): Portfolio {
  return {
    cash: 10_000,
    positions: [position('EQNR', 'Equinor', 200, 270, 55, 54, 51_500), position('DNB', 'DNB Bank', 180, 200, 35, 36, 37_200)],
    totalValue: 100_000,
    pricesAsOf: '2026-11-20',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const SELL_DNB: RebalanceTrade = {
  ticker: 'DNB',
  name: 'DNB Bank',
  action: 'sell',
  currentShares: 180,
  targetShares: 175,
  tradeShares: 5,
  currentWeight: 36,
  targetWeight: 35,
  price: 200,
  tradeValue: 1000,
  estimatedCost: 29,
  lots: [{ lotId: 1, shares: 5, realisedGain: -33 }],
};

export const BUY_EQNR: RebalanceTrade = {
  ticker: 'EQNR',
  name: 'Equinor',
  action: 'buy',
  currentShares: 200,
  targetShares: 204,
  tradeShares: 4,
  currentWeight: 54,
  targetWeight: 55,
  price: 270,
  tradeValue: 1080,
  estimatedCost: 29,
};

export function plan(overrides: Partial<RebalancePlan> = {}): RebalancePlan {
  return {
    settings: DEFAULT_REBALANCE_SETTINGS,
    trades: [SELL_DNB, BUY_EQNR],
    turnoverPct: 2.1,
    totalCost: 58,
    maxDeviationBefore: 1,
    maxDeviationAfter: 0.08,
    positionsBefore: 2,
    positionsAfter: 2,
    scoreBefore: 9.6,
    scoreAfter: 9.9,
    cashBefore: 10_000,
    cashAfter: 9_862,
    realisedGain: -33,
    weights: [
      { ticker: 'EQNR', name: 'Equinor', targetWeight: 55, before: 54, after: 55.08 },
      { ticker: 'DNB', name: 'DNB Bank', targetWeight: 35, before: 36, after: 35 },
    ],
    notes: ['NHY: handelen på 600 kr er under minste handel (1 000 kr) og er tatt ut.'],
    ...overrides,
  };
}

export const order = (trade: RebalanceTrade, id: number, realisedGain = 0): PortfolioOrder => ({
  ...trade,
  id,
  executedAt: '2026-11-21T09:30:00.000Z',
  batchId: 'batch-1',
  realisedGain,
});

/** The execution of plan(): the two orders stored, and the portfolio after them. */
export function executed(): ExecutedRebalance {
  const after = portfolio({ cash: 9_862 });
  after.positions = after.positions.map((held) => (held.ticker === 'DNB' ? { ...held, shares: 175 } : { ...held, shares: 204 }));
  return {
    orders: [
      { ...SELL_DNB, id: 11, executedAt: '2026-11-21T09:30:00.000Z' },
      { ...BUY_EQNR, id: 12, executedAt: '2026-11-21T09:30:00.000Z' },
    ],
    portfolio: after,
  };
}
