import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { USER_UID } from '../user-name';
import { PORTFOLIOS_TABLE, PORTFOLIO_HOLDINGS_TABLE, PORTFOLIO_LOTS_TABLE } from '../api/portfolio/portfolio-tables';

/**
 * The sample portfolio (sample data, documented in the README): thirteen Norwegian securities in NOK at stored prices
 * as of SAMPLE_PRICES_AS_OF, not live quotes. Nordic Semiconductor is targeted but not held, so a plan can open it;
 * Equinor and Kongsberg Gruppen lie above their bands and Norsk Hydro below, so the default tolerance-band plan trades
 * a few positions. Some lots were bought above today's price (losses) for the tax-aware strategy to choose.
 */
export const SAMPLE_PRICES_AS_OF = '2026-11-20';
export const SAMPLE_CASH_NOK = 49_862.5;

export interface SampleHolding {
  ticker: string;
  name: string;
  /** NOK per share on SAMPLE_PRICES_AS_OF. */
  price: number;
  /** Percent; the targets sum to 100. */
  targetWeight: number;
  /** The purchases still held: shares, NOK per share, YYYY-MM-DD. The holding's shares are their sum. */
  lots: Array<{ shares: number; costPerShare: number; acquiredAt: string }>;
}

export const SAMPLE_HOLDINGS: SampleHolding[] = [
  {
    ticker: 'EQNR',
    name: 'Equinor',
    price: 248.6,
    targetWeight: 13,
    lots: [
      { shares: 300, costPerShare: 212.4, acquiredAt: '2021-03-15' },
      { shares: 230, costPerShare: 342.1, acquiredAt: '2022-09-05' },
      { shares: 150, costPerShare: 268.9, acquiredAt: '2024-05-21' },
    ],
  },
  {
    ticker: 'DNB',
    name: 'DNB Bank',
    price: 268.4,
    targetWeight: 13,
    lots: [
      { shares: 281, costPerShare: 176.5, acquiredAt: '2020-11-10' },
      { shares: 200, costPerShare: 229.8, acquiredAt: '2024-02-12' },
    ],
  },
  {
    ticker: 'NHY',
    name: 'Norsk Hydro',
    price: 71.84,
    targetWeight: 6,
    lots: [
      { shares: 400, costPerShare: 88.2, acquiredAt: '2022-04-04' },
      { shares: 199, costPerShare: 61.5, acquiredAt: '2023-10-23' },
    ],
  },
  { ticker: 'TEL', name: 'Telenor', price: 158.9, targetWeight: 9, lots: [{ shares: 548, costPerShare: 128.7, acquiredAt: '2023-06-14' }] },
  {
    ticker: 'ORK',
    name: 'Orkla',
    price: 112.3,
    targetWeight: 6,
    lots: [
      { shares: 300, costPerShare: 84.6, acquiredAt: '2022-12-01' },
      { shares: 199, costPerShare: 119.4, acquiredAt: '2025-08-18' },
    ],
  },
  {
    ticker: 'MOWI',
    name: 'Mowi',
    price: 201.5,
    targetWeight: 8,
    lots: [
      { shares: 200, costPerShare: 231.0, acquiredAt: '2022-06-07' },
      { shares: 177, costPerShare: 187.3, acquiredAt: '2024-09-30' },
    ],
  },
  {
    ticker: 'YAR',
    name: 'Yara International',
    price: 372.8,
    targetWeight: 6,
    lots: [
      { shares: 80, costPerShare: 452.0, acquiredAt: '2022-03-08' },
      { shares: 73, costPerShare: 318.6, acquiredAt: '2024-11-19' },
    ],
  },
  { ticker: 'AKRBP', name: 'Aker BP', price: 246.2, targetWeight: 8, lots: [{ shares: 305, costPerShare: 271.4, acquiredAt: '2023-02-27' }] },
  {
    ticker: 'KOG',
    name: 'Kongsberg Gruppen',
    price: 318.5,
    targetWeight: 6,
    lots: [
      { shares: 150, costPerShare: 78.4, acquiredAt: '2021-09-13' },
      { shares: 61, costPerShare: 196.2, acquiredAt: '2024-06-03' },
      { shares: 50, costPerShare: 352.0, acquiredAt: '2025-06-16' },
    ],
  },
  {
    ticker: 'STB',
    name: 'Storebrand',
    price: 151.7,
    targetWeight: 7,
    lots: [
      { shares: 248, costPerShare: 81.9, acquiredAt: '2022-01-24' },
      { shares: 200, costPerShare: 109.5, acquiredAt: '2024-03-11' },
    ],
  },
  {
    ticker: 'GJF',
    name: 'Gjensidige Forsikring',
    price: 262.0,
    targetWeight: 8,
    lots: [{ shares: 290, costPerShare: 187.6, acquiredAt: '2023-08-29' }],
  },
  {
    ticker: 'SALM',
    name: 'SalMar',
    price: 548.0,
    targetWeight: 6,
    lots: [
      { shares: 60, costPerShare: 612.5, acquiredAt: '2023-05-09' },
      { shares: 46, costPerShare: 498.0, acquiredAt: '2025-02-17' },
    ],
  },
  { ticker: 'NOD', name: 'Nordic Semiconductor', price: 148.2, targetWeight: 4, lots: [] },
];

const ore = (nok: number) => Math.round(nok * 100);

/** A copy of the sample portfolio for one user (in the caller's transaction); answers the new portfolio's id. */
export async function insertSamplePortfolio(knex: Knex, userId: number, now: Date = new Date()): Promise<number> {
  const [inserted] = await knex(PORTFOLIOS_TABLE)
    .insert({ user_id: userId, cash_ore: ore(SAMPLE_CASH_NOK), prices_as_of: SAMPLE_PRICES_AS_OF, updated_at: now })
    .returning('id');
  const portfolioId = typeof inserted === 'object' ? Number(inserted.id) : Number(inserted);
  await knex(PORTFOLIO_HOLDINGS_TABLE).insert(
    SAMPLE_HOLDINGS.map((holding) => ({
      portfolio_id: portfolioId,
      ticker: holding.ticker,
      name: holding.name,
      shares: holding.lots.reduce((sum, lot) => sum + lot.shares, 0),
      price_ore: ore(holding.price),
      target_weight_bp: Math.round(holding.targetWeight * 100),
    })),
  );
  const lots = SAMPLE_HOLDINGS.flatMap((holding) =>
    holding.lots.map((lot) => ({
      portfolio_id: portfolioId,
      ticker: holding.ticker,
      shares: lot.shares,
      cost_per_share_ore: ore(lot.costPerShare),
      acquired_at: lot.acquiredAt,
    })),
  );
  await knex(PORTFOLIO_LOTS_TABLE).insert(lots);
  return portfolioId;
}

/** Each demo account's copy of the sample portfolio, only into an empty portfolios table. */
export async function ensureDemoPortfolios(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (await knex(PORTFOLIOS_TABLE).first('id')) return;
  const users: Array<{ id: number }> = await strapi.db.query(USER_UID).findMany({ select: ['id'], where: { email: { $endsWith: '@demo.no' } } });
  await knex.transaction(async (trx) => {
    for (const user of users) await insertSamplePortfolio(trx, user.id);
  });
}
