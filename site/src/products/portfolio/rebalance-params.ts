import { DEFAULT_REBALANCE_SETTINGS, REBALANCE_LIMITS, REBALANCE_STRATEGIES, type RebalanceSettings, type RebalanceStrategy } from '@platform/shared';

// The settings live in the address (?strategy=&tolerance=&turnover=&minTrade=&taxAware=), so the review page and a
// reload see the same ones.

function numberParam(raw: string | null, limits: { min: number; max: number; default: number }): number {
  if (raw === null || raw.trim() === '') return limits.default;
  const value = Number(raw);
  if (!Number.isFinite(value)) return limits.default;
  return Math.min(limits.max, Math.max(limits.min, value));
}

/** The settings an address names; a missing or unreadable value takes its default, an out-of-range one its limit. */
export function settingsFromParams(params: URLSearchParams): RebalanceSettings {
  const strategy = params.get('strategy');
  return {
    strategy: (REBALANCE_STRATEGIES as readonly string[]).includes(strategy ?? '')
      ? (strategy as RebalanceStrategy)
      : DEFAULT_REBALANCE_SETTINGS.strategy,
    tolerancePct: numberParam(params.get('tolerance'), REBALANCE_LIMITS.tolerancePct),
    maxTurnoverPct: numberParam(params.get('turnover'), REBALANCE_LIMITS.maxTurnoverPct),
    minTradeSize: numberParam(params.get('minTrade'), REBALANCE_LIMITS.minTradeSize),
    taxAware: params.get('taxAware') === 'true',
  };
}

/** The query string of the settings (without '?'). */
export function settingsSearch(settings: RebalanceSettings): string {
  return new URLSearchParams({
    strategy: settings.strategy,
    tolerance: String(settings.tolerancePct),
    turnover: String(settings.maxTurnoverPct),
    minTrade: String(settings.minTradeSize),
    taxAware: String(settings.taxAware),
  }).toString();
}

export const sameSettings = (a: RebalanceSettings, b: RebalanceSettings) => settingsSearch(a) === settingsSearch(b);
