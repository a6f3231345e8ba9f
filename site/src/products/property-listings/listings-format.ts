import { formatNok, RENT_SUFFIX, type PropertyListingCard } from '@platform/shared';
import type { Locale } from '../../i18n';

// Numbers in the Norwegian way in both languages: the listings are of the Norwegian market, in NOK.
const whole = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '1 234' */
export const formatCount = (value: number): string => whole.format(Math.round(value));

/** '5,2' */
export const formatPercent = (value: number): string => oneDecimal.format(value);

/** A sale's price ('4 250 000 kr'), a rental's monthly rent ('14 500 kr/mnd'), or the text for a missing price. */
export function formatListingPrice(listing: Pick<PropertyListingCard, 'price' | 'listingType'>, locale: Locale, missing: string): string {
  if (listing.price === null) return missing;
  return listing.listingType === 'sale' ? formatNok(listing.price) : `${formatNok(listing.price)}${RENT_SUFFIX[locale]}`;
}
