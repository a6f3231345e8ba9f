import { changePercent, formatDate, formatNok, type StatisticsSeriesDefinition } from '@platform/shared';
import type { Locale } from '../../i18n';

// The area shows numbers the Norwegian way in both languages (the platform's currency and number rule).
const count = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signed = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const osloTime = new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' });
const englishDateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Oslo',
});

/** What a missing figure shows. */
export const NO_VALUE = '–';

export const formatCount = (value: number): string => count.format(value);

export const formatPrice = (value: number | null): string => (value === null ? NO_VALUE : formatNok(value));

export const formatPriceRange = (min: number | null, max: number | null): string =>
  min === null || max === null ? NO_VALUE : `${formatNok(min)} – ${formatNok(max)}`;

/** "+12,5 %", "−3,4 %", "0,0 %"; '–' when there is nothing to compare with. */
export const formatChange = (percent: number | null): string => (percent === null ? NO_VALUE : `${signed.format(percent)} %`);

/** When the figures were computed, in Norwegian time: "26.11.2026 kl. 10:15" / "26 Nov 2026, 10:15". */
export function formatUpdated(timestamp: string, locale: Locale): string {
  if (locale === 'en') return englishDateTime.format(new Date(timestamp));
  return `${formatDate(timestamp)} kl. ${osloTime.format(new Date(timestamp))}`;
}

type Unit = StatisticsSeriesDefinition['unit'];
type UnitWords = { percent: string; years: string; percentPoints: string };

/** A statistics figure in its unit: counts whole, rates and ages with one decimal. */
export function formatUnitValue(value: number, unit: Unit, words: UnitWords): string {
  if (unit === 'count') return count.format(value);
  return `${decimal.format(value)} ${unit === 'percent' ? words.percent : words.years}`;
}

/**
 * The change from one year to the next: counts in percent of the year before, rates in percentage points, ages in
 * years (a percent of a percent, or of a life expectancy, says little).
 */
export function formatUnitChange(latest: number, previous: number | null, unit: Unit, words: UnitWords): string {
  if (previous === null) return NO_VALUE;
  if (unit === 'count') return formatChange(changePercent(latest, previous));
  const difference = signed.format(Math.round((latest - previous) * 10) / 10);
  return `${difference} ${unit === 'percent' ? words.percentPoints : words.years}`;
}
