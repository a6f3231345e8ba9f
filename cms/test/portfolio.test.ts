import {
  DEFAULT_REBALANCE_SETTINGS,
  PORTFOLIO_MESSAGES,
  REBALANCE_STRATEGIES,
  osloIsoDate,
  planRebalance,
  portfolioPositions,
  type ExecutedRebalance,
  type Portfolio,
  type PortfolioHolding,
  type PortfolioOrder,
  type PortfolioOrderList,
  type RebalancePlan,
  type RebalanceSettings,
} from '@platform/shared';
import { SAMPLE_CASH_NOK, SAMPLE_HOLDINGS, SAMPLE_PRICES_AS_OF } from '../src/seed/demo-portfolio';
import { signUp, type Account } from './accounts';
import { api, bearer, tokenFor, attachmentName } from './api-client';
import { sql } from './database';
import { binary, pdfText } from './market-fixtures';

type Auth = Record<string, string>;
const PORTFOLIO = '/api/portfolio';
const SIMULATE = '/api/portfolio/rebalance/simulate';
const EXECUTE = '/api/portfolio/rebalance/execute';
const PDF = '/api/portfolio/rebalance/pdf';
const ORDERS = '/api/portfolio/orders';

let admin: Auth;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

/** A new account with an active subscription to Min Portefølje. */
async function owner(): Promise<Account> {
  const account = await signUp('portfolio-');
  const granted = await api().post(`/api/admin/users/${account.user.id}/products/portfolio`).set(admin).send({ subscriptionStatus: 'active' });
  expect(granted.status).toBeLessThan(300);
  return account;
}

async function portfolioOf(auth: Auth): Promise<Portfolio> {
  const res = await api().get(PORTFOLIO).set(auth);
  expect(res.status).toBe(200);
  return res.body;
}

/** The holdings of a portfolio as the engine reads them (the page's figures left out). */
const holdingsOf = (portfolio: Portfolio): PortfolioHolding[] =>
  portfolio.positions.map(({ ticker, name, shares, price, targetWeight, lots }) => ({ ticker, name, shares, price, targetWeight, lots }));

const settings = (fields: Partial<RebalanceSettings> = {}): RebalanceSettings => ({ ...DEFAULT_REBALANCE_SETTINGS, ...fields });

async function simulate(auth: Auth, body: object): Promise<RebalancePlan> {
  const res = await api().post(SIMULATE).set(auth).send(body);
  expect(res.status).toBe(200);
  return res.body;
}

const shareCount = (portfolio: Portfolio) => new Map(portfolio.positions.map((p) => [p.ticker, p.shares]));

describe('the portfolio', () => {
  it('gives a new user a copy of the sample portfolio, with the figures of the engine', async () => {
    const { auth, user } = await owner();
    const portfolio = await portfolioOf(auth);
    expect(portfolio.cash).toBe(SAMPLE_CASH_NOK);
    expect(portfolio.pricesAsOf).toBe(SAMPLE_PRICES_AS_OF);
    expect(portfolio.positions.map((p) => p.ticker).sort()).toEqual(SAMPLE_HOLDINGS.map((h) => h.ticker).sort());
    for (const sample of SAMPLE_HOLDINGS) {
      const position = portfolio.positions.find((p) => p.ticker === sample.ticker);
      expect(position).toMatchObject({ name: sample.name, price: sample.price, targetWeight: sample.targetWeight });
      expect(position?.shares).toBe(sample.lots.reduce((sum, lot) => sum + lot.shares, 0));
      expect(position?.lots.map(({ shares, costPerShare, acquiredAt }) => ({ shares, costPerShare, acquiredAt }))).toEqual(sample.lots);
    }
    // Nordic Semiconductor is a target only: a plan can open it.
    expect(portfolio.positions.find((p) => p.ticker === 'NOD')).toMatchObject({ shares: 0, value: 0, weight: 0, targetWeight: 4 });
    const engine = portfolioPositions(portfolio.cash, holdingsOf(portfolio));
    expect(portfolio.positions).toEqual(engine.positions);
    expect(portfolio.totalValue).toBe(engine.totalValue);
    expect(portfolio.positions.reduce((sum, p) => sum + p.targetWeight, 0)).toBeCloseTo(100, 6);
    // Some lots are bought above today's price: losses for the tax-aware strategy.
    expect(portfolio.positions.some((p) => p.lots.some((lot) => lot.costPerShare > p.price))).toBe(true);

    // Opening it again gives the same portfolio, not a second copy.
    expect(await portfolioOf(auth)).toEqual(portfolio);
    const [{ count }] = await sql<{ count: unknown }>(
      'SELECT COUNT(*) AS count FROM portfolio_holdings h JOIN portfolios p ON p.id = h.portfolio_id WHERE p.user_id = ?',
      [user.id],
    );
    expect(Number(count)).toBe(SAMPLE_HOLDINGS.length);
  });

  it('is seeded for every demo account, in whole øre', async () => {
    const rows = await sql<{ email: string; cash_ore: unknown }>(
      "SELECT u.email, p.cash_ore FROM portfolios p JOIN up_users u ON u.id = p.user_id WHERE u.email LIKE '%@demo.no' ORDER BY u.email",
    );
    expect(rows.map((row) => row.email)).toEqual(['admin@demo.no', 'basis@demo.no', 'premium@demo.no', 'pro@demo.no', 'standard@demo.no']);
    expect(rows.every((row) => Number(row.cash_ore) === Math.round(SAMPLE_CASH_NOK * 100))).toBe(true);
    const portfolio = await portfolioOf(admin);
    expect(portfolio.positions).toHaveLength(SAMPLE_HOLDINGS.length);
  });

  it('takes new target weights that sum to 100, and refuses any other without changing anything', async () => {
    const { auth } = await owner();
    const before = await portfolioOf(auth);
    const targets = before.positions.map((p) => ({ ticker: p.ticker, targetWeight: p.targetWeight }));
    const put = (body: unknown) =>
      api()
        .put(PORTFOLIO)
        .set(auth)
        .send(body as object);
    const refusals: Array<[unknown, string]> = [
      [{ targets: targets.map((t, i) => (i === 0 ? { ...t, targetWeight: t.targetWeight - 1 } : t)) }, PORTFOLIO_MESSAGES.targetsSum(99)],
      [{ targets: [...targets.slice(1), { ticker: 'XXX', targetWeight: targets[0].targetWeight }] }, PORTFOLIO_MESSAGES.unknownTicker('XXX')],
      [{ targets: targets.slice(1) }, PORTFOLIO_MESSAGES.targetsMissing],
      [{ targets: targets.map((t, i) => (i === 0 ? { ...t, targetWeight: 101 } : t)) }, PORTFOLIO_MESSAGES.targetRange],
      [{ targets: targets.map((t, i) => (i === 0 ? { ...t, targetWeight: t.targetWeight + 0.005 } : t)) }, PORTFOLIO_MESSAGES.targetDecimals],
      [{ targets: 'all of it' }, PORTFOLIO_MESSAGES.targetsRequired],
      [[1, 2], PORTFOLIO_MESSAGES.bodyNotObject],
    ];
    for (const [body, message] of refusals) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    expect(PORTFOLIO_MESSAGES.targetsSum(99)).toContain('99');
    expect(await portfolioOf(auth)).toEqual(before);

    // Move 3 points from Equinor to Nordic Semiconductor; 33.33-style decimals are fine.
    const changed = targets.map((t) => (t.ticker === 'EQNR' ? { ...t, targetWeight: 9.99 } : t.ticker === 'NOD' ? { ...t, targetWeight: 7.01 } : t));
    const res = await put({ targets: changed });
    expect(res.status).toBe(200);
    const after: Portfolio = res.body;
    expect(after.positions.find((p) => p.ticker === 'EQNR')?.targetWeight).toBe(9.99);
    expect(after.positions.find((p) => p.ticker === 'NOD')?.targetWeight).toBe(7.01);
    expect(shareCount(after)).toEqual(shareCount(before));
    expect(after.cash).toBe(before.cash);
    expect(await portfolioOf(auth)).toEqual(after);
  });
});

describe('simulating a rebalance', () => {
  let auth: Auth;
  let portfolio: Portfolio;
  beforeAll(async () => {
    ({ auth } = await owner());
    portfolio = await portfolioOf(auth);
  });

  it.each(REBALANCE_STRATEGIES.flatMap((strategy) => [false, true].map((taxAware) => [strategy, taxAware] as const)))(
    'answers the engine’s plan for %s (tax-aware %s)',
    async (strategy, taxAware) => {
      const plan = await simulate(auth, settings({ strategy, taxAware }));
      expect(plan).toEqual(planRebalance({ cash: portfolio.cash, holdings: holdingsOf(portfolio) }, settings({ strategy, taxAware })));
      expect(plan.trades.length).toBeGreaterThan(0);
      expect(plan.turnoverPct).toBeLessThanOrEqual(DEFAULT_REBALANCE_SETTINGS.maxTurnoverPct);
      expect(plan.cashAfter).toBeGreaterThanOrEqual(0);
    },
  );

  it('trades only the positions outside the default band, and opens the targeted one', async () => {
    const plan = await simulate(auth, {});
    expect(plan.settings).toEqual(DEFAULT_REBALANCE_SETTINGS);
    expect(plan.trades.map((t) => `${t.action} ${t.ticker}`).sort()).toEqual(['buy NHY', 'buy NOD', 'sell EQNR', 'sell KOG']);
    expect(plan.positionsBefore).toBe(SAMPLE_HOLDINGS.length - 1);
    expect(plan.positionsAfter).toBe(SAMPLE_HOLDINGS.length);
    expect(Math.abs(plan.maxDeviationAfter)).toBeLessThan(Math.abs(plan.maxDeviationBefore));
    expect(plan.scoreAfter).toBeGreaterThan(plan.scoreBefore);
  });

  it('refuses settings outside §5 with the field and its message', async () => {
    const cases: Array<[Partial<Record<keyof RebalanceSettings, unknown>>, keyof RebalanceSettings, string]> = [
      [{ tolerancePct: 4 }, 'tolerancePct', PORTFOLIO_MESSAGES.tolerance],
      [{ tolerancePct: 51 }, 'tolerancePct', PORTFOLIO_MESSAGES.tolerance],
      [{ maxTurnoverPct: 9 }, 'maxTurnoverPct', PORTFOLIO_MESSAGES.maxTurnover],
      [{ maxTurnoverPct: 101 }, 'maxTurnoverPct', PORTFOLIO_MESSAGES.maxTurnover],
      [{ minTradeSize: -1 }, 'minTradeSize', PORTFOLIO_MESSAGES.minTradeSize],
      [{ strategy: 'x' }, 'strategy', PORTFOLIO_MESSAGES.unknownStrategy],
      [{ taxAware: 'yes' }, 'taxAware', PORTFOLIO_MESSAGES.taxAware],
      [{ tolerancePct: '20' }, 'tolerancePct', PORTFOLIO_MESSAGES.tolerance],
    ];
    for (const [fields, field, message] of cases) {
      for (const path of [SIMULATE, EXECUTE, PDF]) {
        const res = await api()
          .post(path)
          .set(auth)
          .send({ ...settings(), ...fields });
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(message);
        expect(res.body.error.details.errors).toEqual([{ field, message }]);
      }
    }
    // Nothing was executed by the refused calls.
    expect(await portfolioOf(auth)).toEqual(portfolio);
  });
});

describe('executing a plan', () => {
  it('stores the plan’s trades as orders and applies them to shares, lots and cash', async () => {
    const { auth, user } = await owner();
    const before = await portfolioOf(auth);
    const body = settings({ taxAware: true });
    const plan = await simulate(auth, body);

    const res = await api().post(EXECUTE).set(auth).send(body);
    expect(res.status).toBe(200);
    const executed: ExecutedRebalance = res.body;
    const today = osloIsoDate(new Date());
    expect(executed.orders.map(({ id: _id, executedAt: _at, batchId: _batch, realisedGain: _gain, ...trade }: any) => trade)).toEqual(plan.trades);
    expect(executed.orders.every((order) => typeof order.id === 'number' && order.executedAt.length > 0)).toBe(true);

    const after = executed.portfolio;
    expect(await portfolioOf(auth)).toEqual(after);
    expect(after.cash).toBe(plan.cashAfter);
    for (const position of after.positions) {
      const was = before.positions.find((p) => p.ticker === position.ticker) as Portfolio['positions'][number];
      const trade = plan.trades.find((t) => t.ticker === position.ticker);
      expect(position.shares).toBe(trade ? trade.currentShares + (trade.action === 'buy' ? 1 : -1) * trade.tradeShares : was.shares);
      expect(position.lots.reduce((sum, lot) => sum + lot.shares, 0)).toBe(position.shares);
      if (trade?.action === 'buy')
        expect(position.lots.at(-1)).toMatchObject({ shares: trade.tradeShares, costPerShare: trade.price, acquiredAt: today });
      for (const sold of trade?.action === 'sell' ? (trade.lots ?? []) : []) {
        const lotBefore = was.lots.find((lot) => lot.id === sold.lotId);
        const lotAfter = position.lots.find((lot) => lot.id === sold.lotId);
        expect(lotAfter?.shares ?? 0).toBe((lotBefore?.shares ?? 0) - sold.shares);
      }
    }
    // Tax-aware: the Equinor sale takes the lot bought at a loss.
    const eqnr = (executed.orders as PortfolioOrder[]).find((order) => order.ticker === 'EQNR');
    expect(eqnr?.realisedGain).toBeLessThan(0);

    const stored = await sql<{ batch_id: string }>(
      'SELECT o.batch_id FROM portfolio_orders o JOIN portfolios p ON p.id = o.portfolio_id WHERE p.user_id = ?',
      [user.id],
    );
    expect(stored).toHaveLength(plan.trades.length);
    expect(new Set(stored.map((row) => row.batch_id)).size).toBe(1);
    const listed = await api().get(ORDERS).set(auth);
    expect(listed.status).toBe(200);
    expect((listed.body as PortfolioOrderList).orders).toEqual(executed.orders);

    // Back inside the band: a calendar plan now starts from smaller deviations, and the band has nothing to do.
    const next = await simulate(auth, settings({ strategy: 'calendar' }));
    expect(Math.abs(next.maxDeviationBefore)).toBeLessThan(Math.abs(plan.maxDeviationBefore));
    expect(next.scoreBefore).toBe(plan.scoreAfter);
    const again = await api().post(EXECUTE).set(auth).send(body);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(PORTFOLIO_MESSAGES.nothingToExecute);
    expect(await portfolioOf(auth)).toEqual(after);

    // A later execution is listed first.
    const calendar = await api()
      .post(EXECUTE)
      .set(auth)
      .send(settings({ strategy: 'calendar' }));
    expect(calendar.status).toBe(200);
    const orders: PortfolioOrderList = (await api().get(ORDERS).set(auth)).body;
    expect(orders.orders).toEqual([...calendar.body.orders, ...executed.orders]);
  });

  it('applies two executions sent at once one after the other, the second planned from the first one’s result', async () => {
    const { auth } = await owner();
    const before = await portfolioOf(auth);
    const body = settings({ strategy: 'calendar', maxTurnoverPct: 10 });
    const [a, b] = await Promise.all([api().post(EXECUTE).set(auth).send(body), api().post(EXECUTE).set(auth).send(body)]);
    const done = [a, b].filter((res) => res.status === 200).map((res) => res.body as ExecutedRebalance);
    // A 10 % cap leaves work for the second: both execute, the second from what the first left.
    expect([a.status, b.status]).toEqual([200, 200]);

    const { orders } = (await api().get(ORDERS).set(auth)).body as PortfolioOrderList;
    const batches = [...new Set(orders.map((order) => order.batchId))].reverse();
    expect(batches).toHaveLength(done.length);
    // Replaying the batches oldest first from the starting portfolio: each one's trades start where the last one left.
    const shares = shareCount(before);
    for (const batch of batches) {
      for (const order of orders.filter((o) => o.batchId === batch)) {
        expect(order.currentShares).toBe(shares.get(order.ticker));
        shares.set(order.ticker, order.currentShares + (order.action === 'buy' ? 1 : -1) * order.tradeShares);
      }
    }
    const after = await portfolioOf(auth);
    expect(shareCount(after)).toEqual(shares);
    const spent = orders.reduce((sum, o) => sum + (o.action === 'buy' ? -1 : 1) * o.tradeValue - o.estimatedCost, 0);
    expect(after.cash).toBeCloseTo(before.cash + spent, 2);
    expect(after.cash).toBeGreaterThanOrEqual(0);
    for (const position of after.positions) expect(position.lots.reduce((sum, lot) => sum + lot.shares, 0)).toBe(position.shares);
  });
});

describe('the plan as a PDF', () => {
  it('is an A4 document with the settings, the summary, every trade and the weights, named after the day', async () => {
    const { auth } = await owner();
    const body = settings({ strategy: 'cost_aware', taxAware: true });
    const plan = await simulate(auth, body);
    const res = await api().post(PDF).set(auth).send(body).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(attachmentName(res.headers['content-disposition'])).toBe(`rebalanseringsplan-${osloIsoDate(new Date())}.pdf`);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 landscape: 841.89 × 595.28 points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.8\d+ 595\.2\d+\]/);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const expected of [
      'Rebalanseringsplan – Min Portefølje',
      'Kostnadsbevisst',
      'Skattehensyn På',
      'Største avvik fra mål',
      'Porteføljescore',
      'Før',
      'Etter',
      'Side 1 av',
    ]) {
      expect(text).toContain(expected);
    }
    for (const trade of plan.trades) {
      expect(text).toContain(trade.ticker);
      expect(text).toContain(trade.name);
    }
    expect(text).toContain('Skatteparti som selges');
    expect(text).toContain(plan.notes[1].slice(0, 20));
    expect(text).toContain('Nordic Semiconductor');
  });
});

describe('access', () => {
  const calls: Array<[string, string]> = [
    ['get', PORTFOLIO],
    ['put', PORTFOLIO],
    ['get', ORDERS],
    ['post', SIMULATE],
    ['post', EXECUTE],
    ['post', PDF],
  ];

  it.each(calls)('%s %s answers 401 without a token and 403 without access to Min Portefølje', async (method, path) => {
    const call = (auth: Auth) =>
      (api() as any)
        [method](path)
        .set(auth)
        .send(method === 'get' ? undefined : settings());
    expect((await call({})).status).toBe(401);
    const outsider = await signUp('portfolio-none-');
    expect((await call(outsider.auth)).status).toBe(403);
    expect(await sql('SELECT id FROM portfolios WHERE user_id = ?', [outsider.user.id])).toEqual([]);
  });

  it('deletes the portfolio, holdings, lots and orders with the user', async () => {
    const { auth, user } = await owner();
    expect((await api().post(EXECUTE).set(auth).send(settings())).status).toBe(200);
    const [{ id }] = await sql<{ id: number }>('SELECT id FROM portfolios WHERE user_id = ?', [user.id]);
    const counts = async () =>
      Promise.all(
        ['portfolio_holdings', 'portfolio_lots', 'portfolio_orders'].map(async (table) => {
          const [row] = await sql<{ count: unknown }>(`SELECT COUNT(*) AS count FROM ${table} WHERE portfolio_id = ?`, [id]);
          return Number(row.count);
        }),
      );
    expect((await counts()).every((count) => count > 0)).toBe(true);
    expect((await api().delete(`/api/admin/users/${user.id}`).set(admin)).body).toEqual({ ok: true });
    expect(await counts()).toEqual([0, 0, 0]);
    expect(await sql('SELECT id FROM portfolios WHERE user_id = ?', [user.id])).toEqual([]);
  });
});
