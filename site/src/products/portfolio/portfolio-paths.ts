import { PORTFOLIO_PATH, type RebalanceSettings } from '@platform/shared';
import { localePath, type Locale } from '../../i18n';
import { settingsSearch } from './rebalance-params';

/** The area's three pages, in a locale; the planner and the review carry the settings in their address. */
export const portfolioHome = (locale: Locale) => localePath(locale, PORTFOLIO_PATH);
export const rebalancePath = (locale: Locale, settings?: RebalanceSettings) =>
  `${portfolioHome(locale)}/rebalance${settings ? `?${settingsSearch(settings)}` : ''}`;
export const reviewPath = (locale: Locale, settings: RebalanceSettings) => `${portfolioHome(locale)}/review?${settingsSearch(settings)}`;

export type PortfolioView = 'portfolio' | 'rebalance' | 'review';

/** Which of the pages an address is (the three routes share one page, so the frame stays open between them). */
export function portfolioView(pathname: string): PortfolioView {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'rebalance' || last === 'review' ? last : 'portfolio';
}
