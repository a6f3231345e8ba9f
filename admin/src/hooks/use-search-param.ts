import { useCallback } from 'react';
import { useGo, useParsed } from '@refinedev/core';

/**
 * One query-string parameter as state, limited to `allowed` values. The fallback is left out of the URL so the
 * plain address stays clean; every other parameter (the table's filters, page and sort) is kept as it is.
 */
export function useSearchParam<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T,
  // 'replace' for a choice within a page that must not count as leaving it (an edit form's tabs: Refine's unsaved
  // changes check stops every push).
  type: 'push' | 'replace' = 'push',
): [T, (value: T) => void] {
  const { params } = useParsed<Record<string, unknown>>();
  const go = useGo();
  const raw = params?.[name];
  const value = typeof raw === 'string' && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;

  const setValue = useCallback(
    // Refine's own query format (qs), so the table's parameters read back exactly as it wrote them.
    (next: T) => go({ type, query: { [name]: next === fallback ? undefined : next }, options: { keepQuery: true } }),
    [go, name, fallback, type],
  );

  return [value, setValue];
}
