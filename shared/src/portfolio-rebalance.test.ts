import fc from 'fast-check';
import {
  PORTFOLIO_SCORE_FORMULA,
  REBALANCE_LIMITS,
  TRADE_COST_NOK,
  executeTrades,
  planRebalance,
  portfolioPositions,
  portfolioScore,
  sellLots,
  tradeBenefit,
  type PortfolioHolding,
  type RebalanceSettings,
  type TaxLot,
} from './index';

let lotIds = 0;
/** A holding bought in one lot at today's price unless lots are given. */
const holding = (ticker: string, shares: number, price: number, targetWeight: number, lots?: TaxLot[]): PortfolioHolding => ({
  ticker,
  name: `${ticker} ASA`,
  shares,
  price,
  targetWeight,
  lots: lots ?? (shares > 0 ? [{ id: ++lotIds, shares, costPerShare: price, acquiredAt: '2024-01-02' }] : []),
});
const settings = (over: Partial<RebalanceSettings> = {}): RebalanceSettings => ({
  strategy: 'calendar',
  tolerancePct: 20,
  maxTurnoverPct: 100,
  minTradeSize: 0,
  taxAware: false,
  ...over,
});
/** The trades as "sell A 10" lines: what the page lists. */
const lines = (plan: ReturnType<typeof planRebalance>) => plan.trades.map((t) => `${t.action} ${t.ticker} ${t.tradeShares}`);

describe('the portfolio score', () => {
  it('is 10 on target and falls one point per 5 percentage points of deviation in all', () => {
    expect(
      portfolioScore([
        { weight: 40, targetWeight: 40 },
        { weight: 60, targetWeight: 60 },
      ]),
    ).toBe(10);
    // Σ|dev| = 7 + 7 = 14 → 10 × (1 − 14/50) = 7.2; 2.75 + 2.75 = 5.5 → 8.9: the spec's sample scores.
    expect(
      portfolioScore([
        { weight: 47, targetWeight: 40 },
        { weight: 53, targetWeight: 60 },
      ]),
    ).toBe(7.2);
    expect(
      portfolioScore([
        { weight: 42.75, targetWeight: 40 },
        { weight: 57.25, targetWeight: 60 },
      ]),
    ).toBe(8.9);
    // Σ|dev| = 60 ≥ 50 → 0, never negative.
    expect(
      portfolioScore([
        { weight: 0, targetWeight: 30 },
        { weight: 30, targetWeight: 0 },
      ]),
    ).toBe(0);
  });

  it('has its formula in Norwegian and English', () => {
    expect(PORTFOLIO_SCORE_FORMULA.no).toContain('÷ 50');
    expect(PORTFOLIO_SCORE_FORMULA.en).toContain('÷ 50');
  });
});

describe('the portfolio positions', () => {
  it('give value, weight of positions + cash, cost basis from the lots and gain or loss', () => {
    const lots = [
      { id: 1, shares: 10, costPerShare: 80, acquiredAt: '2021-01-04' },
      { id: 2, shares: 20, costPerShare: 130, acquiredAt: '2022-01-04' },
    ];
    const totals = portfolioPositions(4000, [holding('EQNR', 30, 120, 40, lots), holding('DNB', 0, 200, 10)]);
    // value 30 × 120 = 3600; total 3600 + 4000 = 7600; weight 3600/7600 = 47.368…% → 47.37.
    // cost basis 10 × 80 + 20 × 130 = 3400; gain 3600 − 3400 = 200.
    expect(totals.positions[0]).toMatchObject({ value: 3600, weight: 47.37, costBasis: 3400, gainLoss: 200 });
    expect(totals.positions[1]).toMatchObject({ value: 0, weight: 0, costBasis: 0, gainLoss: 0 });
    expect(totals).toMatchObject({ cash: 4000, positionsValue: 3600, totalValue: 7600, costBasis: 3400, gainLoss: 200 });
  });
});

describe('tolerance band', () => {
  it('trades nothing when every position is inside the band', () => {
    // V = 10 000; weights 55 / 45 against 50 / 50; band 20 % of 50 = 10 pp; deviations 5 ≤ 10.
    const plan = planRebalance(
      { cash: 0, holdings: [holding('A', 55, 100, 50), holding('B', 45, 100, 50)] },
      settings({ strategy: 'tolerance_band' }),
    );
    expect(plan.trades).toEqual([]);
    expect(plan).toMatchObject({ turnoverPct: 0, totalCost: 0, maxDeviationBefore: 5, maxDeviationAfter: 5, cashAfter: 0, realisedGain: 0 });
    // Σ|dev| = 10 → 10 × (1 − 10/50) = 8, unchanged.
    expect(plan.scoreBefore).toBe(8);
    expect(plan.scoreAfter).toBe(8);
    expect(plan.notes[0]).toContain('ingen posisjoner er utenfor båndet');
  });

  it('trades only the position outside its band, back to target', () => {
    // V = 1529 cash + 5000 + 2200 + 1300 = 10 029. A 49.86 % on 50; B 21.94 % on 25: band 5 pp, dev −3.06 inside;
    // C 12.96 % on 25: dev −12.04 outside. Targets are sized on V less the costs: one trade → 10 000, so C wants
    // 25 % × 10 000 ÷ 100 = 25 shares: buy 12 = 1200 kr; cash 1529 − 1200 − 29 = 300.
    const plan = planRebalance(
      { cash: 1529, holdings: [holding('A', 50, 100, 50), holding('B', 22, 100, 25), holding('C', 13, 100, 25)] },
      settings({ strategy: 'tolerance_band', minTradeSize: 1000 }),
    );
    expect(plan.trades).toEqual([
      {
        ticker: 'C',
        name: 'C ASA',
        action: 'buy',
        currentShares: 13,
        targetShares: 25,
        tradeShares: 12,
        currentWeight: 12.96,
        targetWeight: 25,
        price: 100,
        tradeValue: 1200,
        estimatedCost: TRADE_COST_NOK,
      },
    ]);
    // After: V = 10 029 − 29 = 10 000: A 50 %, B 22 % (dev −3), C 25 %. Turnover 1200 ÷ 10 029 = 11.97 % → 12.0.
    // Score before: Σ|dev| = 0.1446 + 3.0636 + 12.0376 = 15.2458 → 10 × (1 − 0.3049) = 6.95 → 7.0; after: 3 → 9.4.
    expect(plan).toMatchObject({
      turnoverPct: 12,
      totalCost: 29,
      cashBefore: 1529,
      cashAfter: 300,
      maxDeviationBefore: -12.04,
      maxDeviationAfter: -3,
    });
    expect(plan).toMatchObject({ scoreBefore: 7, scoreAfter: 9.4, positionsBefore: 3, positionsAfter: 3 });
    expect(plan.weights).toEqual([
      { ticker: 'A', name: 'A ASA', targetWeight: 50, before: 49.86, after: 50 },
      { ticker: 'B', name: 'B ASA', targetWeight: 25, before: 21.94, after: 22 },
      { ticker: 'C', name: 'C ASA', targetWeight: 25, before: 12.96, after: 25 },
    ]);
  });

  it('always sells a position whose target is 0', () => {
    // A 10 % on target 0: outside any band → sell all 10 (1000 kr). B 90 % on 100: band 20 pp, dev −10 inside.
    const plan = planRebalance(
      { cash: 0, holdings: [holding('A', 10, 100, 0), holding('B', 90, 100, 100)] },
      settings({ strategy: 'tolerance_band' }),
    );
    expect(lines(plan)).toEqual(['sell A 10']);
    expect(plan.trades[0].targetShares).toBe(0);
    // cash 0 + 1000 − 29 = 971; A drops out of the positions.
    expect(plan).toMatchObject({ cashAfter: 971, positionsBefore: 2, positionsAfter: 1 });
  });

  it('opens a position with no shares and a target', () => {
    // V = 1029 + 9000 = 10 029, less one trade's cost 10 000; B 0 % on 9 % → 900 kr ÷ 50 = 18 shares;
    // cash 1029 − 900 − 29 = 100. A 89.74 % on 90 is inside its band.
    const plan = planRebalance(
      { cash: 1029, holdings: [holding('A', 90, 100, 90), holding('B', 0, 50, 9)] },
      settings({ strategy: 'tolerance_band' }),
    );
    expect(plan.trades).toHaveLength(1);
    expect(plan.trades[0]).toMatchObject({
      ticker: 'B',
      action: 'buy',
      currentShares: 0,
      targetShares: 18,
      tradeShares: 18,
      currentWeight: 0,
      tradeValue: 900,
    });
    expect(plan).toMatchObject({ cashAfter: 100, positionsBefore: 1, positionsAfter: 2 });
  });
});

describe('tolerance band funding', () => {
  // V = 10 000, cash 0. B 10 % on 15 (band 3 pp): outside, wants 5 shares (500 kr + 29) with no cash to pay.
  // A 60 % on 55 (band 11) and D 25 % on 23 (band 4.6) are overweight inside their bands: A's lot cost 50 (a gain),
  // D's 150 (a loss). C is on target.
  const portfolio = () => ({
    cash: 0,
    holdings: [
      holding('A', 60, 100, 55, [{ id: 1, shares: 60, costPerShare: 50, acquiredAt: '2020-01-02' }]),
      holding('B', 10, 100, 15),
      holding('C', 5, 100, 5),
      holding('D', 25, 100, 23, [{ id: 2, shares: 25, costPerShare: 150, acquiredAt: '2023-01-02' }]),
    ],
  });

  it('sells an overweight position inside the band to pay for the buys, the largest deviation first', () => {
    // Two trades → sized on 9942: B 14.91 → buy 4 (400 + 29 = 429 kr). A (dev 5) sells ⌈(429 + 29) ÷ 100⌉ = 5
    // (its full way to target, 54.68 → 55 shares): 500 − 29 = 471 → B's 4 shares → cash 471 − 429 = 42.
    const plan = planRebalance(portfolio(), settings({ strategy: 'tolerance_band' }));
    expect(lines(plan)).toEqual(['sell A 5', 'buy B 4']);
    expect(plan).toMatchObject({ cashAfter: 42, realisedGain: 5 * 50 });
    expect(plan.notes.some((n) => n.startsWith('A: salg av 5 aksjer') && n.includes('skaffe kontanter'))).toBe(true);
  });

  it('tax-aware, sells the loss first and only then the gain', () => {
    // Three trades → sized on 9913: B 14.87 → buy 4 (429 kr). D (loss) first: its way to target 22.8 → 23 shares,
    // sell 2: 200 − 29 = 171; 258 still missing → A sells ⌈(258 + 29) ÷ 100⌉ = 3: 271. Cash 442 − 429 = 13.
    // Realised: A 3 × (100 − 50) = 150, D 2 × (100 − 150) = −100 → 50 (250 without tax-aware).
    const plan = planRebalance(portfolio(), settings({ strategy: 'tolerance_band', taxAware: true }));
    expect(lines(plan)).toEqual(['sell A 3', 'sell D 2', 'buy B 4']);
    expect(plan).toMatchObject({ cashAfter: 13, realisedGain: 50 });
  });
});

describe('calendar', () => {
  // V = 1087 cash + 5000 + 2000 + 2000 = 10 087, less three trades' costs 10 000. A 49.57 % on 40 → 40 shares,
  // sell 10 (1000 kr); B 19.83 % on 30 → 3000 kr ÷ 50 = 60, buy 20 (1000 kr); C 19.83 % on 21 → buy 1 (100 kr):
  // 1.17 pp off, inside a 20 % band (4.2 pp) but a whole share.
  const portfolio = () => ({ cash: 1087, holdings: [holding('A', 50, 100, 40), holding('B', 40, 50, 30), holding('C', 20, 100, 21)] });

  it('trades every position back to target, sells first', () => {
    const plan = planRebalance(portfolio(), settings());
    expect(lines(plan)).toEqual(['sell A 10', 'buy B 20', 'buy C 1']);
    // Cash 1087 + 1000 − 1000 − 100 − 3 × 29 = 900; turnover 2100 ÷ 10 087 = 20.8 %; after, on 10 000, every
    // position is on target.
    expect(plan).toMatchObject({ cashAfter: 900, totalCost: 87, turnoverPct: 20.8, maxDeviationBefore: -10.17, maxDeviationAfter: 0 });
    expect(plan.scoreAfter).toBe(10);
  });

  it('where the band leaves the position that is inside it', () => {
    // Two trades: sized on 10 087 − 58 = 10 029. A (dev 9.57 > 8) keeps 40.12 → 41 shares, not past 40 %: sell 9;
    // B (dev 10.17 > 6) wants 60.17 → 60: buy 20.
    expect(lines(planRebalance(portfolio(), settings({ strategy: 'tolerance_band' })))).toEqual(['sell A 9', 'buy B 20']);
  });
});

describe('every strategy', () => {
  it('caps turnover, serving the largest deviations first', () => {
    // V = 10 000, cash 0; two trades → sized on 9942. A 70 % on 40: keep 39.77 → 40, sell 30 (3000 kr, dev 30);
    // B 20 % on 40: 39.77 → 39, buy 19 (dev 20); C 10 % on 20: 19.88 → 19, buy 9 (dev 10).
    // Cap 40 % = 4000 kr: A in full (1000 left), B 10 shares, C nothing.
    const plan = planRebalance(
      { cash: 0, holdings: [holding('A', 70, 100, 40), holding('B', 20, 100, 40), holding('C', 10, 100, 20)] },
      settings({ maxTurnoverPct: 40 }),
    );
    expect(lines(plan)).toEqual(['sell A 30', 'buy B 10']);
    // Cash 3000 − 1000 − 2 × 29 = 1942; after V = 9942: A 40.23 %, B 30.18 %, C 10.06 % → largest deviation −9.94.
    expect(plan).toMatchObject({ turnoverPct: 40, cashAfter: 1942, maxDeviationBefore: 30, maxDeviationAfter: -9.94 });
    expect(plan.notes.some((n) => n.startsWith('B:') && n.includes('kuttet til 10 aksjer av omsetningstaket'))).toBe(true);
    expect(plan.notes.some((n) => n.startsWith('C:') && n.includes('utelatt: omsetningstaket'))).toBe(true);
  });

  it('drops a trade under the minimum trade size', () => {
    // V = 2029 + 4200 + 3800 = 10 029, one trade → 10 000. A 41.88 % on 40: sell 2 = 200 kr < 1000 → dropped;
    // B 37.89 % on 50: buy 12 = 1200 kr.
    const plan = planRebalance({ cash: 2029, holdings: [holding('A', 42, 100, 40), holding('B', 38, 100, 50)] }, settings({ minTradeSize: 1000 }));
    expect(lines(plan)).toEqual(['buy B 12']);
    expect(plan.cashAfter).toBe(2029 - 1200 - 29);
    expect(plan.notes.some((n) => n.startsWith('A: salg av 2 aksjer') && n.includes('under minste handel'))).toBe(true);
  });

  it('trades whole shares, rounded toward the target', () => {
    // V = 3000 + 7000 = 10 000, two trades → 9942. A 70 % on 40: 3976.8 ÷ 700 = 5.68 shares → keep 6 (not past
    // 40 %), sell 4 = 2800. B 0 on 55 %: 5468.1 ÷ 300 = 18.23 → buy 18 = 5400. Cash 3000 + 2800 − 5400 − 58 = 342.
    const plan = planRebalance({ cash: 3000, holdings: [holding('A', 10, 700, 40), holding('B', 0, 300, 55)] }, settings());
    expect(lines(plan)).toEqual(['sell A 4', 'buy B 18']);
    expect(plan.trades.map((t) => t.targetShares)).toEqual([6, 18]);
    expect(plan.cashAfter).toBe(342);
  });

  it('buys only what the cash covers, the largest deviation first', () => {
    // V = 2500 + 4500 + 2000 + 1500 = 10 500, two trades → 10 442. A 42.86 % on 40: sell 3 = 300 kr < 1000, dropped, so
    // its cash is missing. B 19.05 % on 32: 33.41 → buy 13 (dev 12.95); C 14.29 % on 28: 29.24 → buy 14 (dev 13.71).
    // C first: 2500 − 1400 − 29 = 1071 → B gets (1071 − 29) ÷ 100 = 10 shares; cash left 1071 − 1029 = 42.
    const plan = planRebalance(
      { cash: 2500, holdings: [holding('A', 45, 100, 40), holding('B', 20, 100, 32), holding('C', 15, 100, 28)] },
      settings({ minTradeSize: 1000 }),
    );
    expect(lines(plan)).toEqual(['buy C 14', 'buy B 10']);
    expect(plan.cashAfter).toBe(42);
    expect(plan.notes.some((n) => n.startsWith('B:') && n.includes('ikke nok kontanter'))).toBe(true);
  });

  it('counts the 29 kr cost of every trade against the cash', () => {
    // Cash 1029: V = 10 029, A wants 100.29 → buy 10 = 1000 + 29 = all the cash.
    const exact = planRebalance({ cash: 1029, holdings: [holding('A', 90, 100, 100)] }, settings());
    expect(lines(exact)).toEqual(['buy A 10']);
    expect(exact).toMatchObject({ totalCost: 29, cashAfter: 0 });
    // Cash 1028: 10 shares would cost 1029 → 9 shares, 1028 − 900 − 29 = 99 left.
    const short = planRebalance({ cash: 1028, holdings: [holding('A', 90, 100, 100)] }, settings());
    expect(lines(short)).toEqual(['buy A 9']);
    expect(short.cashAfter).toBe(99);
  });
});

describe('cost-aware', () => {
  // V = 1000 + 60 000 + 29 000 + 10 000 = 100 000. A 60 % on 55: sell 50 (5000 kr); B 29 % on 34.1: buy 50 (5000 kr);
  // C 10 % on 9: sell 10 (1000 kr). Benefit = value × pp reduction ÷ 100: A and B 5000 × 5 ÷ 100 = 250 kr,
  // C 1000 × 1 ÷ 100 = 10 kr < 29 kr.
  // (Sized on V less the costs: B's target 34.1 % × 99 913 or 99 942 ÷ 100 = 340.7 → 340 shares either way.)
  const portfolio = () => ({ cash: 1000, holdings: [holding('A', 600, 100, 55), holding('B', 290, 100, 34.1), holding('C', 100, 100, 9)] });

  it('defines the benefit as value × reduction of the deviation', () => {
    expect(tradeBenefit(5000, 100_000)).toBe(250);
    expect(tradeBenefit(1000, 100_000)).toBe(10);
  });

  it('skips the tiny trade that calendar makes', () => {
    expect(lines(planRebalance(portfolio(), settings({ minTradeSize: 1000 })))).toEqual(['sell A 50', 'sell C 10', 'buy B 50']);
    const plan = planRebalance(portfolio(), settings({ strategy: 'cost_aware', minTradeSize: 1000 }));
    expect(lines(plan)).toEqual(['sell A 50', 'buy B 50']);
    // Cash 1000 + 5000 − 5000 − 58 = 942.
    expect(plan.cashAfter).toBe(942);
    expect(plan.notes.some((n) => n.startsWith('C:') && /nytte 10\s+kr/.test(n))).toBe(true);
  });
});

describe('tax-aware sales', () => {
  const lots = () => [
    { id: 1, shares: 10, costPerShare: 50, acquiredAt: '2020-01-02' },
    { id: 2, shares: 10, costPerShare: 150, acquiredAt: '2023-01-02' },
  ];

  it('take the loss lot where FIFO takes the oldest, a gain', () => {
    // V = 10 000. A 20 % on 15 → sell 5 at 100. FIFO: lot 1 (cost 50) → +250; tax-aware: lot 2 (cost 150) → −250.
    const portfolio = () => ({ cash: 0, holdings: [holding('A', 20, 100, 15, lots()), holding('B', 80, 100, 80)] });
    const fifo = planRebalance(portfolio(), settings());
    expect(fifo.trades[0].lots).toEqual([{ lotId: 1, shares: 5, realisedGain: 250 }]);
    expect(fifo.realisedGain).toBe(250);
    const taxAware = planRebalance(portfolio(), settings({ taxAware: true }));
    expect(taxAware.trades[0].lots).toEqual([{ lotId: 2, shares: 5, realisedGain: -250 }]);
    expect(taxAware.realisedGain).toBe(-250);
  });

  it('order the lots: largest loss per share, then smallest gain', () => {
    const mixed = [
      { id: 1, shares: 5, costPerShare: 60, acquiredAt: '2020-01-02' },
      { id: 2, shares: 5, costPerShare: 110, acquiredAt: '2021-01-02' },
      { id: 3, shares: 5, costPerShare: 95, acquiredAt: '2022-01-02' },
      { id: 4, shares: 5, costPerShare: 130, acquiredAt: '2023-01-02' },
    ];
    // At 100: lot 4 −30/share, lot 2 −10, lot 3 +5, lot 1 +40.
    expect(sellLots(mixed, 17, 100, true)).toEqual([
      { lotId: 4, shares: 5, realisedGain: -150 },
      { lotId: 2, shares: 5, realisedGain: -50 },
      { lotId: 3, shares: 5, realisedGain: 25 },
      { lotId: 1, shares: 2, realisedGain: 80 },
    ]);
    expect(sellLots(mixed, 7, 100, false).map((l) => [l.lotId, l.shares])).toEqual([
      [1, 5],
      [2, 2],
    ]);
  });

  it('under the turnover cap, prefer the sale that realises a loss', () => {
    // V = 10 000, cash 0, targets 82 % (the rest to cash). A 30 % on 20: sell 10 (1000 kr, dev 10) from a lot at 50
    // (gain); B 25 % on 17: sell 8 (800 kr, dev 8) from a lot at 150 (loss); C on target. Cap 10 % = 1000 kr.
    const portfolio = () => ({
      cash: 0,
      holdings: [
        holding('A', 30, 100, 20, [{ id: 1, shares: 30, costPerShare: 50, acquiredAt: '2020-01-02' }]),
        holding('B', 25, 100, 17, [{ id: 2, shares: 25, costPerShare: 150, acquiredAt: '2023-01-02' }]),
        holding('C', 45, 100, 45),
      ],
    });
    // Without: A first in full (1000 kr, +50 × 10 = +500), B nothing.
    const plain = planRebalance(portfolio(), settings({ maxTurnoverPct: 10 }));
    expect(lines(plain)).toEqual(['sell A 10']);
    expect(plain.realisedGain).toBe(500);
    // Tax-aware: B in full (800 kr, −50 × 8 = −400), then A 200 kr = 2 shares (+100): −300 in all.
    const taxAware = planRebalance(portfolio(), settings({ maxTurnoverPct: 10, taxAware: true }));
    expect(lines(taxAware)).toEqual(['sell A 2', 'sell B 8']);
    expect(taxAware.realisedGain).toBe(-300);
  });
});

describe('executing trades', () => {
  it('adds a lot for a buy, takes the named lots for a sale and moves the cash', () => {
    const holdings = [
      holding('A', 20, 100, 15, [
        { id: 1, shares: 10, costPerShare: 50, acquiredAt: '2020-01-02' },
        { id: 2, shares: 10, costPerShare: 150, acquiredAt: '2023-01-02' },
      ]),
      holding('B', 0, 40, 10),
    ];
    const plan = planRebalance({ cash: 100, holdings }, settings({ taxAware: true }));
    // V = 2100: A 95.24 % on 15 → 315 kr = 3.15 → keep 4, sell 16; B 210 kr ÷ 40 = 5.25 → buy 5.
    expect(lines(plan)).toEqual(['sell A 16', 'buy B 5']);
    const result = executeTrades(holdings, 100, plan.trades, '2026-05-04T10:00:00.000Z');
    // Tax-aware: all of lot 2 (loss) then 6 of lot 1 → lot 1 keeps 4. Cash 100 + 1600 − 200 − 58 = 1442.
    expect(result.holdings[0]).toMatchObject({ shares: 4, lots: [{ id: 1, shares: 4, costPerShare: 50, acquiredAt: '2020-01-02' }] });
    expect(result.holdings[1]).toMatchObject({ shares: 5, lots: [{ id: 3, shares: 5, costPerShare: 40, acquiredAt: '2026-05-04' }] });
    expect(result.cash).toBe(1442);
    expect(plan.cashAfter).toBe(1442);
    // The input is left as it was.
    expect(holdings[0].shares).toBe(20);
  });

  it('sells FIFO when the trade names no lots, and refuses to sell more than held', () => {
    const holdings = [
      holding('A', 20, 100, 0, [
        { id: 7, shares: 10, costPerShare: 150, acquiredAt: '2023-01-02' },
        { id: 5, shares: 10, costPerShare: 50, acquiredAt: '2020-01-02' },
      ]),
    ];
    const trade = { ...planRebalance({ cash: 0, holdings }, settings()).trades[0], tradeShares: 12, lots: undefined };
    expect(executeTrades(holdings, 0, [trade], '2026-05-04').holdings[0].lots).toEqual([
      { id: 7, shares: 8, costPerShare: 150, acquiredAt: '2023-01-02' },
    ]);
    expect(() => executeTrades(holdings, 0, [{ ...trade, tradeShares: 21 }], '2026-05-04')).toThrow();
  });
});

describe('any portfolio and settings', () => {
  const lotArb = fc.record({ shares: fc.integer({ min: 1, max: 300 }), cost: fc.integer({ min: 100, max: 300_000 }) });
  const holdingArb = fc.record({
    price: fc.integer({ min: 100, max: 300_000 }).map((ore) => ore / 100),
    lots: fc.array(lotArb, { maxLength: 3 }),
    weight: fc.integer({ min: 0, max: 100 }),
  });
  const portfolioArb = fc.record({
    cash: fc.integer({ min: 0, max: 5_000_000 }).map((ore) => ore / 100),
    holdings: fc.array(holdingArb, { minLength: 1, maxLength: 6 }),
    /** Share of 100 % given to the positions' targets (the rest stays cash). */
    invested: fc.integer({ min: 50, max: 100 }),
  });
  type RawPortfolio = typeof portfolioArb extends fc.Arbitrary<infer T> ? T : never;
  const settingsArb = fc.record({
    strategy: fc.constantFrom('tolerance_band' as const, 'calendar' as const, 'cost_aware' as const),
    tolerancePct: fc.integer({ min: REBALANCE_LIMITS.tolerancePct.min, max: REBALANCE_LIMITS.tolerancePct.max }),
    maxTurnoverPct: fc.integer({ min: REBALANCE_LIMITS.maxTurnoverPct.min, max: REBALANCE_LIMITS.maxTurnoverPct.max }),
    minTradeSize: fc.integer({ min: 0, max: 5000 }),
    taxAware: fc.boolean(),
  });

  const build = (p: RawPortfolio) => {
    let id = 0;
    const weightSum = p.holdings.reduce((sum, h) => sum + h.weight, 0) || 1;
    const holdings = p.holdings.map((h, i): PortfolioHolding => {
      const lots = h.lots.map((lot) => ({
        id: ++id,
        shares: lot.shares,
        costPerShare: lot.cost / 100,
        acquiredAt: `202${i % 6}-0${(lot.shares % 9) + 1}-01`,
      }));
      return {
        ticker: `T${i}`,
        name: `Selskap ${i}`,
        shares: lots.reduce((sum, lot) => sum + lot.shares, 0),
        price: h.price,
        targetWeight: Math.floor((h.weight / weightSum) * p.invested * 100) / 100,
        lots,
      };
    });
    return { cash: p.cash, holdings };
  };
  const totalOf = (cash: number, holdings: PortfolioHolding[]) => holdings.reduce((sum, h) => sum + h.shares * h.price, 0) + cash;
  /** The largest |weight − target|, unrounded (weights 0 in a portfolio worth nothing, as the page shows them). */
  const maxDeviation = (cash: number, holdings: PortfolioHolding[]) => {
    const total = totalOf(cash, holdings);
    return Math.max(...holdings.map((h) => Math.abs((total > 0 ? ((h.shares * h.price) / total) * 100 : 0) - h.targetWeight)));
  };

  it('keep within the turnover cap and the cash, in whole shares of at least the minimum size', () => {
    fc.assert(
      fc.property(portfolioArb, settingsArb, (raw, s) => {
        const input = build(raw);
        const plan = planRebalance(input, s);
        const total = totalOf(input.cash, input.holdings);
        const turnover = plan.trades.reduce((sum, t) => sum + t.tradeValue, 0);
        expect(turnover).toBeLessThanOrEqual((s.maxTurnoverPct / 100) * total + 1e-6);
        expect(plan.cashAfter).toBeGreaterThanOrEqual(0);
        expect(plan.totalCost).toBe(plan.trades.length * TRADE_COST_NOK);
        for (const trade of plan.trades) {
          expect(Number.isInteger(trade.tradeShares) && trade.tradeShares > 0).toBe(true);
          expect(trade.tradeValue).toBeGreaterThanOrEqual(s.minTradeSize);
          if (trade.action === 'sell') expect(trade.tradeShares).toBeLessThanOrEqual(trade.currentShares);
        }
        // Sells first, then buys; at most one trade per position.
        const actions = plan.trades.map((t) => t.action).join(',');
        expect(actions).toMatch(/^(sell,?)*(buy,?)*$/);
        expect(new Set(plan.trades.map((t) => t.ticker)).size).toBe(plan.trades.length);
        // Executing the plan gives the plan's cash, never below 0.
        const executed = executeTrades(input.holdings, input.cash, plan.trades, '2026-01-01');
        expect(executed.cash).toBe(plan.cashAfter);
        expect(executed.holdings.every((h) => h.shares >= 0)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('bring a calendar portfolio with a 100 % cap no further from target', () => {
    fc.assert(
      fc.property(portfolioArb, settingsArb, (raw, s) => {
        const input = build(raw);
        fc.pre(totalOf(input.cash, input.holdings) > 0);
        const plan = planRebalance(input, { ...s, strategy: 'calendar', maxTurnoverPct: 100 });
        const executed = executeTrades(input.holdings, input.cash, plan.trades, '2026-01-01');
        // The costs shrink the total, so an untouched position's weight grows by the factor V ÷ (V − costs): the
        // one way a deviation may grow, by at most 100 × costs ÷ (V − costs) percentage points.
        const total = totalOf(input.cash, input.holdings);
        const costDrift = total > plan.totalCost ? (100 * plan.totalCost) / (total - plan.totalCost) : Infinity;
        expect(maxDeviation(executed.cash, executed.holdings)).toBeLessThanOrEqual(maxDeviation(input.cash, input.holdings) + costDrift + 1e-9);
      }),
      { numRuns: 500 },
    );
  });
});
