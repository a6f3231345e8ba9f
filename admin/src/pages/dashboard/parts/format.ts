import { formatNok } from '@platform/shared';

/** Shown where a figure is missing (null: nothing to compute it from). */
export const NONE = '–';

type Figure = number | null | undefined;

const formatters = new Map<number, Intl.NumberFormat>();
function numberFormat(decimals: number): Intl.NumberFormat {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, format);
  }
  return format;
}

/** Intl writes a typographic minus (U+2212); a plain hyphen reads the same and is what people search and type. */
const plainMinus = (text: string): string => text.replace(/\u2212/g, '-');

const isFigure = (value: Figure): value is number => typeof value === 'number' && Number.isFinite(value);

/** Norwegian grouping and comma: 1 234 / 1 234,5. */
export function formatNumber(value: Figure, decimals = 0): string {
  return isFigure(value) ? plainMinus(numberFormat(decimals).format(value)) : NONE;
}

/** Percent with one decimal and a comma: "12,5 %". */
export function formatPercent(value: Figure, decimals = 1): string {
  return isFigure(value) ? `${formatNumber(value, decimals)}\u00a0%` : NONE;
}

/** A change in percent with its sign: "+12,5 %", "-3,0 %", "0,0 %". */
export function formatChange(value: Figure, decimals = 1): string {
  if (!isFigure(value)) return NONE;
  return `${value > 0 ? '+' : ''}${formatPercent(value, decimals)}`;
}

/** Whole kroner: "1 234 kr" (the shared currency rule). */
export function formatKr(value: Figure): string {
  return isFigure(value) ? plainMinus(formatNok(value)) : NONE;
}

/** Milliseconds: "245 ms". */
export function formatMs(value: Figure): string {
  return isFigure(value) ? `${formatNumber(Math.round(value))}\u00a0ms` : NONE;
}
