import { PORTFOLIO_MESSAGES, validatePortfolioTargets } from './portfolio';

const TICKERS = ['EQNR', 'DNB', 'NOD'];
const targets = (...weights: unknown[]) => ({ targets: TICKERS.map((ticker, i) => ({ ticker, targetWeight: weights[i] })) });
const messages = (body: unknown) => {
  const result = validatePortfolioTargets(body, TICKERS);
  return result.ok ? [] : result.errors.map((e) => e.message);
};

describe('validatePortfolioTargets', () => {
  it('takes one target per holding summing to 100, also in hundredths', () => {
    expect(validatePortfolioTargets(targets(33.33, 33.33, 33.34), TICKERS)).toEqual({ ok: true, value: targets(33.33, 33.33, 33.34) });
    expect(validatePortfolioTargets(targets(100, 0, 0), TICKERS).ok).toBe(true);
    // Within 0.01 of 100.
    expect(validatePortfolioTargets(targets(50, 25, 24.99), TICKERS).ok).toBe(true);
  });

  it('refuses a sum other than 100 and says the sum', () => {
    expect(messages(targets(50, 25, 20))).toEqual([PORTFOLIO_MESSAGES.targetsSum(95)]);
    expect(PORTFOLIO_MESSAGES.targetsSum(95)).toContain('95');
    expect(messages(targets(50, 30, 30.5))).toEqual([PORTFOLIO_MESSAGES.targetsSum(110.5)]);
  });

  it('refuses unknown, repeated and missing tickers', () => {
    expect(messages({ targets: [...targets(50, 25, 25).targets, { ticker: 'XXX', targetWeight: 0 }] })).toEqual([
      PORTFOLIO_MESSAGES.unknownTicker('XXX'),
    ]);
    expect(messages({ targets: [...targets(50, 25, 25).targets, { ticker: 'DNB', targetWeight: 0 }] })).toEqual([
      PORTFOLIO_MESSAGES.duplicateTicker('DNB'),
    ]);
    expect(messages({ targets: targets(50, 50, 0).targets.slice(0, 2) })).toEqual([PORTFOLIO_MESSAGES.targetsMissing]);
  });

  it('refuses weights outside 0..100, not numbers, or with more than two decimals', () => {
    expect(messages(targets(-1, 51, 50))).toEqual([PORTFOLIO_MESSAGES.targetRange]);
    expect(messages(targets(101, 0, 0))).toEqual([PORTFOLIO_MESSAGES.targetRange]);
    expect(messages(targets('50', 25, 25))).toEqual([PORTFOLIO_MESSAGES.targetRange]);
    expect(messages(targets(49.995, 25.005, 25))).toEqual([PORTFOLIO_MESSAGES.targetDecimals, PORTFOLIO_MESSAGES.targetDecimals]);
  });

  it('refuses a body that is not an object with a list', () => {
    expect(messages(null)).toEqual([PORTFOLIO_MESSAGES.bodyNotObject]);
    expect(messages([1])).toEqual([PORTFOLIO_MESSAGES.bodyNotObject]);
    expect(messages({ targets: 'x' })).toEqual([PORTFOLIO_MESSAGES.targetsRequired]);
  });
});
