import { formatNok } from '@platform/shared';

// The figures are of the Norwegian market: Norwegian number forms in both languages.
const whole = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signed = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const compact = new Intl.NumberFormat('nb-NO', { notation: 'compact', maximumFractionDigits: 1 });

export const NONE = '–';

/** '1 234', or '–' for a figure the server could not compute. */
export const formatCount = (value: number | null): string => (value === null ? NONE : whole.format(Math.round(value)));

/** '85 432 kr' (no decimals), or '–'. */
export const formatKr = (value: number | null): string => (value === null ? NONE : formatNok(value));

/** '+3,2 %' / '−1,5 %' / '0,0 %', or '–'. */
export const formatTrend = (value: number | null): string => (value === null ? NONE : `${signed.format(value)} %`);

/** '4,2 %', or '–'. */
export const formatPct = (value: number | null): string => (value === null ? NONE : `${oneDecimal.format(value)} %`);

/** '2,5', or '–'. */
export const formatDecimal = (value: number | null): string => (value === null ? NONE : oneDecimal.format(value));

/** '85k', '1,2 mill.': short axis ticks. */
export const formatCompact = (value: number): string => compact.format(value);

/** '2026-11' as 'nov. 2026' (or 'Nov 2026'), read as a month of its own (no time zone shifts it). */
export function formatMonth(month: string, locale: 'no' | 'en'): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'no' ? 'nb-NO' : 'en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}
