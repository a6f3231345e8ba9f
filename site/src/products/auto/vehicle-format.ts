import { formatNok } from '@platform/shared';

// Numbers in the Norwegian way in both languages: the figures are of the Norwegian market, in NOK.
const whole = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('nb-NO', { notation: 'compact', maximumFractionDigits: 1 });

/** '1 234' */
export const formatCount = (value: number): string => whole.format(Math.round(value));

/** '123 456 km' */
export const formatKm = (value: number): string => `${whole.format(Math.round(value))} km`;

/** '250k', '1,2 mill.': short axis ticks. */
export const formatCompact = (value: number): string => compact.format(value);

/** '1 234 567 kr', or the text for a missing price. */
export const formatPrice = (value: number | null, missing: string): string => (value === null ? missing : formatNok(value));

/** 'DD.MM.YYYY' of a UTC date (the statistics' week starts). */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}
