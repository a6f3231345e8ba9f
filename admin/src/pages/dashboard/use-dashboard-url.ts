import { useSearchParams } from 'react-router';
import { DASHBOARD_TABS, parseDashboardFilters, type DashboardFilters, type DashboardTab } from '@platform/shared';

export const DEFAULT_TAB: DashboardTab = 'products';

const isTab = (value: string | null): value is DashboardTab => (DASHBOARD_TABS as readonly (string | null)[]).includes(value);

/** The header's switches in the URL; anything unreadable counts as off, as the switches' default. */
export const filtersOf = (params: URLSearchParams): DashboardFilters =>
  parseDashboardFilters(Object.fromEntries(params)) ?? { excludeAdmins: false, excludeTestUsers: false };

/** The tab the URL names, else the first. */
export function tabOf(params: URLSearchParams): DashboardTab {
  const requested = params.get('tab');
  return isTab(requested) ? requested : DEFAULT_TAB;
}

/** The dashboard's state in its URL (?excludeAdmins=1&excludeTestUsers=1&tab=…&productId=…), so a reload keeps it. */
export function useDashboardUrl() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const tab = tabOf(params);

  const setFilter = (name: keyof DashboardFilters, on: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (on) next.set(name, '1');
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const setTab = (next: DashboardTab) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('tab', next);
        // A product chosen for the visitor analytics belongs to that tab only.
        if (next !== 'analytics') updated.delete('productId');
        return updated;
      },
      { replace: true },
    );

  return { filters, tab, productId: params.get('productId'), setFilter, setTab };
}
