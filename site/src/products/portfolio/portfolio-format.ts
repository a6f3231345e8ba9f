import { formatDate, formatNok } from '@platform/shared';

// The portfolio is in NOK on the Norwegian market: Norwegian number forms in both languages.
const whole = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signedTwo = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
const signedKr = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK', maximumFractionDigits: 0, signDisplay: 'exceptZero' });

/** '1 234 kr' (no decimals). */
export const formatKr = (value: number): string => formatNok(value);

/** '+1 234 kr' / '−1 234 kr' / '0 kr': a gain or loss. */
export const formatSignedKr = (value: number): string => signedKr.format(Math.round(value));

/** '1 234': shares and counts. */
export const formatCount = (value: number): string => whole.format(value);

/** '12,34 %': weights. */
export const formatWeight = (value: number): string => `${twoDecimals.format(value)} %`;

/** '+8,50 %': a deviation from target, in percentage points. */
export const formatDeviation = (value: number): string => `${signedTwo.format(value)} %`;

/** '6,8 %': turnover. */
export const formatPct1 = (value: number): string => `${oneDecimal.format(value)} %`;

/** '7,2': the portfolio score. */
export const formatScore = (value: number): string => oneDecimal.format(value);

/** A stored price date (YYYY-MM-DD) as dd.mm.yyyy, read as the day it names. */
export const formatDay = (day: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : formatDate(day);
};

/** Antd's Typography type for a signed figure: green gains, red losses. */
export const signType = (value: number): 'success' | 'danger' | undefined => (value > 0 ? 'success' : value < 0 ? 'danger' : undefined);
