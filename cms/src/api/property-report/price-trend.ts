import type { AreaMonth } from '@platform/shared';

/** Months the price prediction looks ahead. */
export const PREDICTION_MONTHS = 6;

export interface PriceTrend {
  /** Kroner per m² the trend adds each month. */
  slope: number;
  /** The trend's value at each month of the series, then at each month ahead. */
  fitted: number[];
  ahead: Array<{ month: string; pricePerSqm: number }>;
}

/** 'YYYY-MM' plus n months. */
export function addMonths(month: string, n: number): string {
  const [year, index] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + n, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * A least-squares line through the months of the series that have a price (x = the month's place in the series),
 * extended PREDICTION_MONTHS past the last month; null with fewer than two such months.
 */
export function priceTrend(series: readonly AreaMonth[]): PriceTrend | null {
  const points = series.flatMap((month, x) => (month.pricePerSqm === null ? [] : [{ x, y: month.pricePerSqm }]));
  if (points.length < 2 || series.length === 0) return null;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  const spread = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  const slope = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) / spread;
  const at = (x: number) => meanY + slope * (x - meanX);
  const last = series[series.length - 1].month;
  return {
    slope,
    fitted: series.map((_, x) => at(x)),
    ahead: Array.from({ length: PREDICTION_MONTHS }, (_, i) => ({ month: addMonths(last, i + 1), pricePerSqm: at(series.length + i) })),
  };
}
