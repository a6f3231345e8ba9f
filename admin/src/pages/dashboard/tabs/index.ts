import type { DashboardTab } from '@platform/shared';
import { preloadableLazy } from '../../../components/preloadable-lazy';

/** Each tab is its own chunk (charts included), fetched the first time the tab is shown or ahead by early-start.ts. */
export const TAB_PAGES = {
  products: preloadableLazy(() => import('./products-tab')),
  activity: preloadableLazy(() => import('./activity-tab')),
  health: preloadableLazy(() => import('./health-tab')),
  analyses: preloadableLazy(() => import('./analyses-tab')),
  metrics: preloadableLazy(() => import('./metrics-tab')),
  analytics: preloadableLazy(() => import('./visitors-tab')),
} satisfies Record<DashboardTab, unknown>;
