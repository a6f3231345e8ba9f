/**
 * The portfolio product (Min Portefølje): a user's portfolio of Norwegian securities in NOK, and the rebalance
 * planner of the spec ("Portfolio rebalance planner", "Rebalance trade", "Rebalance settings", §5, §9). One contract
 * for the server, the site and the engine (portfolio-rebalance.ts).
 */
import type { ValidationResult } from './idea-validation';

/** The product's id; its pages live under PORTFOLIO_PATH (canonical), and /products/portfolio leads there. */
export const PORTFOLIO_PRODUCT_ID = 'portfolio';
export const PORTFOLIO_PATH = '/products/portfolio-optimizer';

export const REBALANCE_STRATEGIES = ['tolerance_band', 'calendar', 'cost_aware'] as const;
export type RebalanceStrategy = (typeof REBALANCE_STRATEGIES)[number];

/** §5 and §9: the inputs' ranges and defaults, and the fixed cost of one trade. */
export const REBALANCE_LIMITS = {
  tolerancePct: { min: 5, max: 50, default: 20 },
  maxTurnoverPct: { min: 10, max: 100, default: 30 },
  minTradeSize: { min: 0, max: 10_000_000, default: 1000 },
} as const;
export const TRADE_COST_NOK = 29;

/** POST /api/portfolio/rebalance/simulate (and /execute, /pdf): the settings of §5. */
export interface RebalanceSettings {
  strategy: RebalanceStrategy;
  /** The band around each target, relative to the target (20: a 10 % target may drift between 8 % and 12 %). */
  tolerancePct: number;
  /** The most the trades may move, in percent of the portfolio's value (buys and sells together). */
  maxTurnoverPct: number;
  /** NOK: a smaller trade is dropped. */
  minTradeSize: number;
  taxAware: boolean;
}

export const DEFAULT_REBALANCE_SETTINGS: RebalanceSettings = {
  strategy: 'tolerance_band',
  tolerancePct: REBALANCE_LIMITS.tolerancePct.default,
  maxTurnoverPct: REBALANCE_LIMITS.maxTurnoverPct.default,
  minTradeSize: REBALANCE_LIMITS.minTradeSize.default,
  taxAware: false,
};

/** A purchase of a position still held: what a tax-aware sale chooses among. */
export interface TaxLot {
  id: number;
  shares: number;
  /** NOK per share paid. */
  costPerShare: number;
  /** YYYY-MM-DD. */
  acquiredAt: string;
}

/** A security of the portfolio: held (shares > 0) or only targeted (shares 0, a position to open). */
export interface PortfolioHolding {
  ticker: string;
  name: string;
  shares: number;
  /** NOK per share, as stored (not live). */
  price: number;
  /** Percent of the portfolio's value (positions and cash), 0..100. */
  targetWeight: number;
  lots: TaxLot[];
}

/** A holding as the portfolio page shows it. */
export interface PortfolioPosition extends PortfolioHolding {
  /** shares × price. */
  value: number;
  /** Percent of the portfolio's total value (positions + cash), two decimals. */
  weight: number;
  /** Sum of the lots' shares × cost per share. */
  costBasis: number;
  /** value − costBasis, NOK. */
  gainLoss: number;
}

/** GET /api/portfolio: the user's portfolio (a new user's starts as the sample portfolio). */
export interface Portfolio {
  cash: number;
  positions: PortfolioPosition[];
  /** Positions' value + cash. */
  totalValue: number;
  /** When the stored prices are from (YYYY-MM-DD): they are sample prices, not live quotes. */
  pricesAsOf: string;
  updatedAt: string;
}

/**
 * PUT /api/portfolio: new target weights, one for every holding, in percent of the total value, summing to 100 (cash
 * has no target: what the trades leave of it stays as cash).
 */
export interface PortfolioTargetsInput {
  targets: Array<{ ticker: string; targetWeight: number }>;
}

/** The trade entity of the spec, and for a tax-aware sale the lots it takes. */
export interface RebalanceTrade {
  ticker: string;
  name: string;
  action: 'buy' | 'sell';
  currentShares: number;
  targetShares: number;
  /** Whole shares, positive. */
  tradeShares: number;
  /** Percent, two decimals. */
  currentWeight: number;
  targetWeight: number;
  price: number;
  /** tradeShares × price, NOK. */
  tradeValue: number;
  /** TRADE_COST_NOK. */
  estimatedCost: number;
  /** A sale's lots (tax-aware: losses first), with the gain or loss each realises. */
  lots?: Array<{ lotId: number; shares: number; realisedGain: number }>;
}

export interface WeightComparison {
  ticker: string;
  name: string;
  targetWeight: number;
  before: number;
  after: number;
}

/** POST /api/portfolio/rebalance/simulate → the plan. */
export interface RebalancePlan {
  settings: RebalanceSettings;
  trades: RebalanceTrade[];
  /** Sum of |tradeValue| ÷ total value, percent with one decimal. */
  turnoverPct: number;
  /** Trades × TRADE_COST_NOK. */
  totalCost: number;
  /** The largest |weight − target| in percentage points, before and after, signed as the deviation (two decimals). */
  maxDeviationBefore: number;
  maxDeviationAfter: number;
  positionsBefore: number;
  positionsAfter: number;
  /** PORTFOLIO_SCORE_FORMULA, before and after, one decimal. */
  scoreBefore: number;
  scoreAfter: number;
  cashBefore: number;
  cashAfter: number;
  /** The gains minus losses the sales realise (by lot). */
  realisedGain: number;
  weights: WeightComparison[];
  /** Why a wanted trade was left out or cut (minimum size, turnover cap, cash, cost-aware benefit), for the page. */
  notes: string[];
}

/** POST /api/portfolio/rebalance/execute → the orders stored and the portfolio after them. */
export interface ExecutedRebalance {
  orders: Array<RebalanceTrade & { id: number; executedAt: string }>;
  portfolio: Portfolio;
}

export const PORTFOLIO_MESSAGES = {
  bodyNotObject: 'Forespørselen må være et JSON-objekt',
  unknownStrategy: `Ukjent strategi (gyldige: ${REBALANCE_STRATEGIES.join(', ')})`,
  tolerance: `Toleransebåndet må være et tall fra ${REBALANCE_LIMITS.tolerancePct.min} til ${REBALANCE_LIMITS.tolerancePct.max} %`,
  maxTurnover: `Maks omsetning må være et tall fra ${REBALANCE_LIMITS.maxTurnoverPct.min} til ${REBALANCE_LIMITS.maxTurnoverPct.max} %`,
  minTradeSize: `Minste handel må være et tall fra ${REBALANCE_LIMITS.minTradeSize.min} til ${REBALANCE_LIMITS.minTradeSize.max.toLocaleString('nb-NO')} kr`,
  taxAware: 'Skattehensyn må være på eller av',
  targetsRequired: 'Send målvektene som en liste',
  unknownTicker: (ticker: string) => `Ukjent verdipapir: ${ticker}`,
  duplicateTicker: (ticker: string) => `${ticker} har mer enn én målvekt`,
  targetRange: 'En målvekt må være fra 0 til 100 %',
  targetDecimals: 'En målvekt kan ha høyst to desimaler',
  targetsSum: (sum: number) => `Målvektene må summere til 100 % (nå ${sum.toLocaleString('nb-NO')} %)`,
  targetsMissing: 'Alle posisjonene må ha en målvekt',
  nothingToExecute: 'Planen har ingen handler å gjennomføre',
} as const;

/** Validates the settings (all fields required except taxAware, default off); messages above. */
export function validateRebalanceSettings(body: unknown): ValidationResult<RebalanceSettings> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: PORTFOLIO_MESSAGES.bodyNotObject }] };
  }
  const raw = body as Record<string, unknown>;
  const errors: Array<{ field: string; message: string }> = [];
  const strategy = raw.strategy ?? DEFAULT_REBALANCE_SETTINGS.strategy;
  if (!(REBALANCE_STRATEGIES as readonly unknown[]).includes(strategy))
    errors.push({ field: 'strategy', message: PORTFOLIO_MESSAGES.unknownStrategy });
  const number = (field: keyof typeof REBALANCE_LIMITS, message: string): number => {
    const value = raw[field] ?? REBALANCE_LIMITS[field].default;
    const { min, max } = REBALANCE_LIMITS[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
      errors.push({ field, message });
      return Number.NaN;
    }
    return value;
  };
  const tolerancePct = number('tolerancePct', PORTFOLIO_MESSAGES.tolerance);
  const maxTurnoverPct = number('maxTurnoverPct', PORTFOLIO_MESSAGES.maxTurnover);
  const minTradeSize = number('minTradeSize', PORTFOLIO_MESSAGES.minTradeSize);
  const taxAware = raw.taxAware ?? false;
  if (typeof taxAware !== 'boolean') errors.push({ field: 'taxAware', message: PORTFOLIO_MESSAGES.taxAware });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { strategy: strategy as RebalanceStrategy, tolerancePct, maxTurnoverPct, minTradeSize, taxAware: taxAware as boolean } };
}

/** An executed order as GET /api/portfolio/orders lists it: the trade, when, and the execution (batch) it belonged to. */
export interface PortfolioOrder extends RebalanceTrade {
  id: number;
  executedAt: string;
  /** One id for the orders of one execution. */
  batchId: string;
  /** The gain minus loss the sale realised (0 for a buy). */
  realisedGain: number;
}

/** GET /api/portfolio/orders: the user's executed orders, newest first. */
export interface PortfolioOrderList {
  orders: PortfolioOrder[];
}

/**
 * Validates PUT /api/portfolio against the portfolio's tickers: every holding exactly once, each target 0..100 with at
 * most two decimals, summing to 100 (within 0.01). Messages above.
 */
export function validatePortfolioTargets(body: unknown, tickers: readonly string[]): ValidationResult<PortfolioTargetsInput> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: PORTFOLIO_MESSAGES.bodyNotObject }] };
  }
  const list = (body as Record<string, unknown>).targets;
  if (!Array.isArray(list)) return { ok: false, errors: [{ field: 'targets', message: PORTFOLIO_MESSAGES.targetsRequired }] };
  const known = new Set(tickers);
  const seen = new Set<string>();
  const errors: Array<{ field: string; message: string }> = [];
  const targets: PortfolioTargetsInput['targets'] = [];
  let sum = 0;
  let rangeReported = false;
  for (const entry of list) {
    const raw = entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
    const ticker = typeof raw.ticker === 'string' ? raw.ticker.trim().toUpperCase() : '';
    if (!known.has(ticker)) {
      errors.push({ field: 'targets', message: PORTFOLIO_MESSAGES.unknownTicker(ticker || String(raw.ticker ?? '')) });
      continue;
    }
    if (seen.has(ticker)) {
      errors.push({ field: 'targets', message: PORTFOLIO_MESSAGES.duplicateTicker(ticker) });
      continue;
    }
    seen.add(ticker);
    const weight = raw.targetWeight;
    if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0 || weight > 100) {
      if (!rangeReported) errors.push({ field: 'targets', message: PORTFOLIO_MESSAGES.targetRange });
      rangeReported = true;
      continue;
    }
    if (Math.abs(weight * 100 - Math.round(weight * 100)) > 1e-6) {
      errors.push({ field: 'targets', message: PORTFOLIO_MESSAGES.targetDecimals });
      continue;
    }
    sum += Math.round(weight * 100);
    targets.push({ ticker, targetWeight: Math.round(weight * 100) / 100 });
  }
  if (tickers.some((ticker) => !seen.has(ticker))) errors.push({ field: 'targets', message: PORTFOLIO_MESSAGES.targetsMissing });
  // Summed in hundredths, so that 33.33 + 33.33 + 33.34 is exactly 100.
  if (errors.length === 0 && Math.abs(sum - 10_000) > 1) errors.push({ field: 'targets', message: PORTFOLIO_MESSAGES.targetsSum(sum / 100) });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { targets } };
}
