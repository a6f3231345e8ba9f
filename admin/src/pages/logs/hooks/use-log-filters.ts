import { useCallback, useMemo, useRef } from 'react';
import { useParsed, type CrudFilter } from '@refinedev/core';
import { useLocation, useNavigate } from 'react-router';
import { LOG_CATEGORIES, LOG_LEVELS, LOG_TABS, type LogCategory, type LogLevel, type LogTab } from '@platform/shared';
import { STATS_PERIODS } from '../labels';

export interface LogFilters {
  tab: LogTab;
  level: LogLevel | undefined;
  category: LogCategory | undefined;
  search: string;
  page: number;
  /** The stat cards' period in days; null for every stored entry. */
  period: number | null;
  /** One product's entries (opened from the dashboard's product menu); empty for all. */
  productId: string;
}

const TABS = Object.keys(LOG_TABS) as LogTab[];

const text = (raw: unknown) => (typeof raw === 'string' ? raw : '');
const oneOf = <T extends string>(raw: unknown, allowed: readonly T[]): T | undefined =>
  (allowed as readonly string[]).includes(text(raw)) ? (text(raw) as T) : undefined;

/**
 * The page's view, kept in the URL (?tab=&level=&category=&search=&page=) so a reload or a shared link shows the same
 * logs. Defaults stay out of the address; a new tab, filter or search starts again on the first page.
 */
export function useLogFilters() {
  const { params } = useParsed<Record<string, unknown>>();
  const navigate = useNavigate();
  // The address as last set, ahead of the render it causes: two quick changes (a tab, then Enter in the search) must
  // both stay, the second not written over the first from the address of the last render.
  const location = useLocation();
  const latest = useRef(location.search);
  latest.current = location.search;

  const filters: LogFilters = {
    tab: oneOf(params?.tab, TABS) ?? 'all',
    level: oneOf(params?.level, LOG_LEVELS),
    category: oneOf(params?.category, LOG_CATEGORIES),
    search: text(params?.search).trim(),
    page: Math.max(1, Math.floor(Number(params?.page)) || 1),
    period: STATS_PERIODS.find((period) => period.value !== null && String(period.value) === text(params?.period))?.value ?? null,
    productId: text(params?.productId).trim(),
  };

  const set = useCallback(
    (changes: Partial<LogFilters>) => {
      const query = new URLSearchParams(latest.current);
      const put = (name: string, value: string | undefined) => (value ? query.set(name, value) : query.delete(name));
      if ('tab' in changes) put('tab', changes.tab === 'all' ? undefined : changes.tab);
      if ('level' in changes) put('level', changes.level);
      if ('category' in changes) put('category', changes.category);
      if ('search' in changes) put('search', changes.search);
      if ('period' in changes) put('period', changes.period ? String(changes.period) : undefined);
      if ('productId' in changes) put('productId', changes.productId);
      // Paging, and the stats' period (which leaves the table as it is), keep a page number; anything else shows the
      // first page of the new view.
      if ('page' in changes || !('period' in changes)) put('page', changes.page && changes.page > 1 ? String(changes.page) : undefined);
      const search = query.toString() ? `?${query}` : '';
      latest.current = search;
      navigate({ search });
    },
    [navigate],
  );

  return { filters, set };
}

/** The list call's filters: each becomes `name=value` in the query string (no value, no parameter). */
export function useLogCrudFilters({ tab, level, category, search, productId }: Omit<LogFilters, 'page' | 'period'>): CrudFilter[] {
  return useMemo(
    () =>
      (
        [
          ['tab', tab === 'all' ? undefined : tab],
          ['level', level],
          ['category', category],
          ['search', search || undefined],
          ['productId', productId || undefined],
        ] as const
      )
        .filter(([, value]) => value !== undefined)
        .map(([field, value]) => ({ field, operator: 'eq', value })),
    [tab, level, category, search, productId],
  );
}
