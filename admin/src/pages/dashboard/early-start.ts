import { ADMIN_BASENAME, API_ADMIN_URL } from '../../config/constants';
import { customTarget } from '../../providers/data-provider';
import { readEarly } from '../../providers/early-reads';
import { getToken } from '../../utils/token';
import { DashboardPage } from '.';
import { TAB_PAGES } from './tabs';
import { filterQuery } from './parts/use-dashboard-read';
import { filtersOf, tabOf } from './use-dashboard-url';

/** The addresses that show the dashboard: the admin's start (which opens it) and its own. */
const DASHBOARD_PATHS = new Set([ADMIN_BASENAME, `${ADMIN_BASENAME}/dashboard`]);

/**
 * When the app starts on the dashboard with a signed-in user: fetches the dashboard's scripts (and its tab's)
 * and sends the overview read while the app still starts, so its first screen waits for neither after sign-in is
 * checked. The page's own read of the same address takes the answer.
 */
export function startDashboardEarly({ pathname, search }: { pathname: string; search: string }): void {
  if (!getToken() || !DASHBOARD_PATHS.has(pathname.replace(/\/+$/, ''))) return;
  const params = new URLSearchParams(search);
  void DashboardPage.preload();
  void TAB_PAGES[tabOf(params)].preload();
  void readEarly(customTarget(`${API_ADMIN_URL}/dashboard-overview`, { query: filterQuery(filtersOf(params)) }));
}
