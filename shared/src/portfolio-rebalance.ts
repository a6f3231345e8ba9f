/**
 * The rebalance engine of the portfolio product: from a portfolio (cash + holdings with tax lots) and the settings,
 * the plan of whole-share trades, and the portfolio after executing them. Pure and deterministic: the server
 * simulates and executes with it, the site shows the same figures.
 *
 * Rules, in the order they apply:
 * 1. Strategy: tolerance_band trades the positions whose |weight − target| exceeds tolerancePct % of the target;
 *    calendar trades every position at least one whole share from target; cost_aware is calendar without the trades
 *    whose benefit is below their cost (see tradeBenefit).
 * 2. Whole shares, rounded toward the target so a trade never overshoots it. The targets are weights of what is
 *    left after the plan's trade costs, so they are sized on the total value less those costs.
 * 3. A trade under minTradeSize NOK is dropped.
 * 4. Turnover cap: the trades' |values| together stay within maxTurnoverPct % of the total value; the largest
 *    deviations are served first (in full, else in part, else not), in whole shares. Tax-aware, sales that realise
 *    a gain come last.
 * 5. Cash: sales run first (their proceeds fund the buys); every trade pays TRADE_COST_NOK. Under tolerance_band,
 *    when the cash falls short of the buys, overweight positions inside their band are sold toward target to fund
 *    them (tax-aware: the largest loss per share first; else the largest deviation). Buys, largest deviation first,
 *    take only what the cash then left covers.
 * 6. Sales take lots FIFO, or tax-aware the largest loss per share first, then the smallest gain.
 */
import { formatNok } from './format';
import {
  TRADE_COST_NOK,
  type PortfolioHolding,
  type PortfolioPosition,
  type RebalancePlan,
  type RebalanceSettings,
  type RebalanceTrade,
  type TaxLot,
  type WeightComparison,
} from './portfolio';

/** The score of how close the portfolio is to its targets: 10 on target, 0 at 50 percentage points off in all. */
export const PORTFOLIO_SCORE_FORMULA = {
  no: 'Poeng = 10 × (1 − summen av |vekt − målvekt| ÷ 50), minst 0, med én desimal: 10 når alle posisjoner er på målvekt, og 1 poeng mindre per 5 prosentpoeng avvik til sammen.',
  en: 'Score = 10 × (1 − sum of |weight − target| ÷ 50), at least 0, one decimal: 10 when every position is on target, one point less for every 5 percentage points of deviation in all.',
} as const;

/** The deviation (percentage points, summed over positions) at which the score reaches 0. */
const SCORE_ZERO_AT_PP = 50;
/** Float slack for whole-share rounding (prices in øre, values in NOK). */
const EPSILON = 1e-9;

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round((value + Math.sign(value) * EPSILON) * factor) / factor;
};
const round2 = (value: number) => round(value, 2);

export function portfolioScore(weights: Array<{ weight: number; targetWeight: number }>): number {
  const deviation = weights.reduce((sum, w) => sum + Math.abs(w.weight - w.targetWeight), 0);
  return round(10 * (1 - Math.min(1, deviation / SCORE_ZERO_AT_PP)), 1);
}

export interface PortfolioTotals {
  positions: PortfolioPosition[];
  cash: number;
  /** Σ shares × price. */
  positionsValue: number;
  /** positionsValue + cash: what the weights are shares of. */
  totalValue: number;
  costBasis: number;
  gainLoss: number;
}

/** The portfolio page's figures: value, weight (of positions + cash), cost basis from the lots, gain or loss. */
export function portfolioPositions(cash: number, holdings: PortfolioHolding[]): PortfolioTotals {
  const positionsValue = holdings.reduce((sum, h) => sum + h.shares * h.price, 0);
  const totalValue = positionsValue + cash;
  const positions = holdings.map((h): PortfolioPosition => {
    const value = round2(h.shares * h.price);
    const costBasis = round2(h.lots.reduce((sum, lot) => sum + lot.shares * lot.costPerShare, 0));
    return { ...h, value, weight: totalValue > 0 ? round2((value / totalValue) * 100) : 0, costBasis, gainLoss: round2(value - costBasis) };
  });
  const costBasis = round2(positions.reduce((sum, p) => sum + p.costBasis, 0));
  return {
    positions,
    cash: round2(cash),
    positionsValue: round2(positionsValue),
    totalValue: round2(totalValue),
    costBasis,
    gainLoss: round2(positionsValue - costBasis),
  };
}

/** A sale's lots: tax-aware, the largest loss per share first, then the smallest gain; otherwise oldest first (FIFO). */
export function sellLots(lots: TaxLot[], shares: number, price: number, taxAware: boolean): NonNullable<RebalanceTrade['lots']> {
  const fifo = (a: TaxLot, b: TaxLot) => a.acquiredAt.localeCompare(b.acquiredAt) || a.id - b.id;
  const ordered = [...lots].filter((lot) => lot.shares > 0).sort(taxAware ? (a, b) => b.costPerShare - a.costPerShare || fifo(a, b) : fifo);
  const taken: NonNullable<RebalanceTrade['lots']> = [];
  let left = shares;
  for (const lot of ordered) {
    if (left <= 0) break;
    const take = Math.min(left, lot.shares);
    taken.push({ lotId: lot.id, shares: take, realisedGain: round2((price - lot.costPerShare) * take) });
    left -= take;
  }
  return taken;
}

/**
 * Cost-aware benefit of a trade, in NOK: its value × the reduction of the position's |weight − target| it brings
 * (percentage points) ÷ 100. A trade never overshoots, so the reduction is its value's share of the portfolio and
 * the benefit is value² ÷ total value: it grows with the square of the deviation, like the tracking error's
 * variance, and a trade is worth its TRADE_COST_NOK only from √(29 × total value) NOK (5 385 kr on 1 MNOK).
 */
export function tradeBenefit(tradeValue: number, totalValue: number): number {
  if (totalValue <= 0) return 0;
  const reductionPp = (Math.abs(tradeValue) / totalValue) * 100;
  return (Math.abs(tradeValue) * reductionPp) / 100;
}

/** The holdings and cash after the trades: a buy adds a lot at the trade's price, a sale takes the lots it names, else FIFO. */
export function executeTrades(
  holdings: PortfolioHolding[],
  cash: number,
  trades: RebalanceTrade[],
  executedAt: string,
): { holdings: PortfolioHolding[]; cash: number } {
  const next = holdings.map((h) => ({ ...h, lots: h.lots.map((lot) => ({ ...lot })) }));
  let nextLotId = Math.max(0, ...holdings.flatMap((h) => h.lots.map((lot) => lot.id))) + 1;
  let nextCash = cash;
  for (const trade of trades) {
    const holding = next.find((h) => h.ticker === trade.ticker);
    if (!holding) throw new Error(`Unknown ticker in trade: ${trade.ticker}`);
    if (!Number.isInteger(trade.tradeShares) || trade.tradeShares <= 0)
      throw new Error(`Trade shares must be a whole positive number: ${trade.ticker}`);
    const value = trade.tradeShares * trade.price;
    if (trade.action === 'buy') {
      holding.shares += trade.tradeShares;
      holding.lots.push({ id: nextLotId++, shares: trade.tradeShares, costPerShare: trade.price, acquiredAt: executedAt.slice(0, 10) });
      nextCash -= value + trade.estimatedCost;
      continue;
    }
    if (trade.tradeShares > holding.shares) throw new Error(`Cannot sell more shares than held: ${trade.ticker}`);
    holding.shares -= trade.tradeShares;
    const taken = trade.lots ?? sellLots(holding.lots, trade.tradeShares, trade.price, false);
    for (const part of taken) {
      const lot = holding.lots.find((l) => l.id === part.lotId);
      if (lot) lot.shares -= Math.min(lot.shares, part.shares);
    }
    holding.lots = holding.lots.filter((lot) => lot.shares > 0);
    nextCash += value - trade.estimatedCost;
  }
  return { holdings: next, cash: round2(nextCash) };
}

/** One position's wanted trade before the caps: whole shares toward the target, never past it. */
interface Wanted {
  holding: PortfolioHolding;
  weight: number;
  /** |weight − target|, percentage points: the order in which caps serve the trades. */
  deviation: number;
  action: 'buy' | 'sell';
  shares: number;
  /** A sale's realised gain per share under the lot rule (0 for a buy): tax-aware, what orders the sales. */
  gainPerShare: number;
}

const ACTION_NO = { buy: 'kjøp', sell: 'salg' } as const;
const tradeText = (w: Wanted, shares = w.shares) =>
  `${w.holding.ticker}: ${ACTION_NO[w.action]} av ${shares} aksjer (${formatNok(shares * w.holding.price)})`;

function wantedTrade(holding: PortfolioHolding, totalValue: number, sizingValue: number, taxAware: boolean): Wanted | null {
  if (!(holding.price > 0)) return null;
  const weight = ((holding.shares * holding.price) / totalValue) * 100;
  const ideal = (holding.targetWeight / 100) * (sizingValue / holding.price);
  const base = { holding, weight, deviation: Math.abs(weight - holding.targetWeight) };
  if (ideal > holding.shares) {
    const shares = Math.floor(ideal + EPSILON) - holding.shares;
    return shares > 0 ? { ...base, action: 'buy', shares, gainPerShare: 0 } : null;
  }
  const shares = holding.shares - Math.max(0, Math.ceil(ideal - EPSILON));
  if (shares <= 0) return null;
  const gain = sellLots(holding.lots, shares, holding.price, taxAware).reduce((sum, lot) => sum + lot.realisedGain, 0);
  return { ...base, action: 'sell', shares, gainPerShare: gain / shares };
}

const byDeviation = (a: Wanted, b: Wanted) => b.deviation - a.deviation || a.holding.ticker.localeCompare(b.holding.ticker);
/** Tax-aware: sales that realise a loss (the largest per share first) before those that realise a gain. */
const byGain = (a: Wanted, b: Wanted) => a.gainPerShare - b.gainPerShare || byDeviation(a, b);
const isSale = (w: Wanted) => w.action === 'sell';

function maxDeviation(weights: WeightComparison[], key: 'before' | 'after'): number {
  let signed = 0;
  for (const w of weights) {
    const deviation = w[key] - w.targetWeight;
    if (Math.abs(deviation) > Math.abs(signed) + EPSILON) signed = deviation;
  }
  return round2(signed);
}

/**
 * The trades of a plan whose targets are sized on sizingValue (the total value less the plan's trade costs, so the
 * targets hold after the costs are paid), with a note for every trade left out or cut.
 */
function selectTrades(input: { cash: number; holdings: PortfolioHolding[] }, totalValue: number, sizingValue: number, settings: RebalanceSettings) {
  const notes: string[] = [];
  const all = input.holdings.map((h) => wantedTrade(h, totalValue, sizingValue, settings.taxAware)).filter((w): w is Wanted => w !== null);
  const aboveMinimum = (w: Wanted, shares = w.shares) => shares > 0 && shares * w.holding.price + EPSILON >= settings.minTradeSize;

  let wanted = all;
  // Tolerance band: positions inside the band are not rebalanced, but an overweight one may be sold to fund the buys.
  let reserve: Wanted[] = [];
  if (settings.strategy === 'tolerance_band') {
    const inBand = (w: Wanted) => w.deviation <= (settings.tolerancePct / 100) * w.holding.targetWeight + EPSILON;
    wanted = all.filter((w) => !inBand(w));
    reserve = all.filter((w) => inBand(w) && isSale(w) && aboveMinimum(w)).sort(settings.taxAware ? byGain : byDeviation);
    notes.push(
      wanted.length === 0
        ? `Toleransebånd ${settings.tolerancePct} %: ingen posisjoner er utenfor båndet, ingen handler.`
        : `Toleransebånd ${settings.tolerancePct} %: ${wanted.map((w) => w.holding.ticker).join(', ')} er utenfor båndet og handles tilbake mot målvekt.`,
    );
  } else if (settings.strategy === 'calendar') {
    notes.push('Kalender: alle posisjoner handles tilbake mot målvekt.');
  } else {
    notes.push(
      `Kostnadsbevisst: nytten av en handel er handelsverdien × reduksjonen i avvik (prosentpoeng) ÷ 100; handler med nytte under kostnaden på ${formatNok(TRADE_COST_NOK)} gjøres ikke.`,
    );
  }
  if (settings.taxAware) notes.push('Skattehensyn: salg tar lotter med tap først, deretter de med minst gevinst.');

  wanted = wanted.filter((w) => {
    if (aboveMinimum(w)) return true;
    notes.push(`${tradeText(w)} er under minste handel på ${formatNok(settings.minTradeSize)} og er fjernet.`);
    return false;
  });

  if (settings.strategy === 'cost_aware') {
    wanted = wanted.filter((w) => {
      const benefit = tradeBenefit(w.shares * w.holding.price, totalValue);
      if (benefit + EPSILON >= TRADE_COST_NOK) return true;
      notes.push(`${tradeText(w)} er hoppet over: nytte ${formatNok(benefit)} er under kostnaden på ${formatNok(TRADE_COST_NOK)}.`);
      return false;
    });
  }

  // Turnover cap: the largest deviations first (tax-aware: sales realising a gain last), each taking what the
  // budget has left in whole shares.
  let budget = (settings.maxTurnoverPct / 100) * totalValue;
  const realisesGain = (w: Wanted) => (settings.taxAware && w.gainPerShare > 0 ? 1 : 0);
  const afterCap: Wanted[] = [];
  for (const w of [...wanted].sort((a, b) => realisesGain(a) - realisesGain(b) || byDeviation(a, b))) {
    const shares = Math.min(w.shares, Math.floor((budget + EPSILON) / w.holding.price));
    if (shares < w.shares) {
      if (!aboveMinimum(w, shares)) {
        notes.push(`${tradeText(w)} er utelatt: omsetningstaket på ${settings.maxTurnoverPct} % er nådd.`);
        continue;
      }
      notes.push(`${tradeText(w)} er kuttet til ${shares} aksjer av omsetningstaket på ${settings.maxTurnoverPct} %.`);
    }
    budget -= shares * w.holding.price;
    afterCap.push({ ...w, shares });
  }

  // Cash: the sales' proceeds first, then the buys in order of deviation, each paying its trade cost.
  let available = input.cash;
  const sales: Wanted[] = [];
  for (const w of afterCap.filter(isSale).sort(byDeviation)) {
    const net = w.shares * w.holding.price - TRADE_COST_NOK;
    if (available + net < -EPSILON) {
      notes.push(`${tradeText(w)} er utelatt: kontantene dekker ikke kostnaden på ${formatNok(TRADE_COST_NOK)}.`);
      continue;
    }
    available += net;
    sales.push(w);
  }
  const buysWanted = afterCap.filter((w) => !isSale(w)).sort(byDeviation);

  // Tolerance band: when the cash falls short of the buys, sell overweight positions inside the band toward target.
  let shortfall = buysWanted.reduce((sum, w) => sum + w.shares * w.holding.price + TRADE_COST_NOK, 0) - available;
  for (const w of reserve) {
    if (shortfall <= EPSILON) break;
    const shares = Math.min(
      w.shares,
      Math.ceil((shortfall + TRADE_COST_NOK - EPSILON) / w.holding.price),
      Math.floor((budget + EPSILON) / w.holding.price),
    );
    const net = shares * w.holding.price - TRADE_COST_NOK;
    if (!aboveMinimum(w, shares) || net <= 0) continue;
    notes.push(`${tradeText(w, shares)}: selges innenfor båndet for å skaffe kontanter til kjøpene.`);
    budget -= shares * w.holding.price;
    available += net;
    shortfall -= net;
    sales.push({ ...w, shares });
  }

  const buys: Wanted[] = [];
  for (const w of buysWanted) {
    const shares = Math.min(w.shares, Math.floor((available - TRADE_COST_NOK + EPSILON) / w.holding.price));
    if (shares < w.shares) {
      if (!aboveMinimum(w, shares)) {
        notes.push(`${tradeText(w)} er utelatt: ikke nok kontanter.`);
        continue;
      }
      notes.push(`${tradeText(w)} er kuttet til ${shares} aksjer: ikke nok kontanter.`);
    }
    available -= shares * w.holding.price + TRADE_COST_NOK;
    buys.push({ ...w, shares });
  }
  return { final: [...sales.sort(byDeviation), ...buys], notes };
}

/** How many times the targets are resized on the value less the costs before the trade count settles. */
const SIZING_ROUNDS = 5;

export function planRebalance(input: { cash: number; holdings: PortfolioHolding[] }, settings: RebalanceSettings): RebalancePlan {
  const { holdings, cash } = input;
  const before = portfolioPositions(cash, holdings);
  const totalValue = holdings.reduce((sum, h) => sum + h.shares * h.price, 0) + cash;

  // The targets are weights of what is left after the trades' costs: size them on the total less those costs.
  let selected: ReturnType<typeof selectTrades> = { final: [], notes: [] };
  let tradeCount = -1;
  for (let round = 0; round < SIZING_ROUNDS && totalValue > 0; round++) {
    const costs = Math.max(0, tradeCount) * TRADE_COST_NOK;
    selected = selectTrades(input, totalValue, Math.max(0, totalValue - costs), settings);
    if (selected.final.length === tradeCount) break;
    tradeCount = selected.final.length;
  }
  const { final, notes } = selected;

  const trades = final.map((w): RebalanceTrade => {
    const { holding } = w;
    const trade: RebalanceTrade = {
      ticker: holding.ticker,
      name: holding.name,
      action: w.action,
      currentShares: holding.shares,
      targetShares: holding.shares + (w.action === 'buy' ? w.shares : -w.shares),
      tradeShares: w.shares,
      currentWeight: round2(w.weight),
      targetWeight: holding.targetWeight,
      price: holding.price,
      tradeValue: round2(w.shares * holding.price),
      estimatedCost: TRADE_COST_NOK,
    };
    if (w.action === 'sell') trade.lots = sellLots(holding.lots, w.shares, holding.price, settings.taxAware);
    return trade;
  });

  const executed = executeTrades(holdings, cash, trades, '');
  const after = portfolioPositions(executed.cash, executed.holdings);
  const weights = before.positions.map(
    (p, i): WeightComparison => ({
      ticker: p.ticker,
      name: p.name,
      targetWeight: p.targetWeight,
      before: p.weight,
      after: after.positions[i].weight,
    }),
  );
  const unrounded = (totals: PortfolioTotals, list: PortfolioHolding[]) =>
    list.map((h) => ({ weight: totals.totalValue > 0 ? ((h.shares * h.price) / totals.totalValue) * 100 : 0, targetWeight: h.targetWeight }));
  const turnover = trades.reduce((sum, t) => sum + t.tradeValue, 0);

  return {
    settings,
    trades,
    turnoverPct: totalValue > 0 ? round((turnover / totalValue) * 100, 1) : 0,
    totalCost: trades.length * TRADE_COST_NOK,
    maxDeviationBefore: maxDeviation(weights, 'before'),
    maxDeviationAfter: maxDeviation(weights, 'after'),
    positionsBefore: holdings.filter((h) => h.shares > 0).length,
    positionsAfter: executed.holdings.filter((h) => h.shares > 0).length,
    scoreBefore: portfolioScore(unrounded(before, holdings)),
    scoreAfter: portfolioScore(unrounded(after, executed.holdings)),
    cashBefore: round2(cash),
    cashAfter: executed.cash,
    realisedGain: round2(trades.reduce((sum, t) => sum + (t.lots ?? []).reduce((s, lot) => s + lot.realisedGain, 0), 0)),
    weights,
    notes,
  };
}
