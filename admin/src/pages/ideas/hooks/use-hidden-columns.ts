import { useCallback, useEffect, useState } from 'react';
import { TOGGLEABLE_COLUMNS, type ToggleableColumn } from '../labels';

const STORAGE_PREFIX = 'platform.admin.ideas.hiddenColumns.';
const KNOWN = new Set<string>(TOGGLEABLE_COLUMNS.map((c) => c.key));

export const hiddenColumnsKey = (userId: string | number) => `${STORAGE_PREFIX}${userId}`;

// Hidden (not shown) columns are stored, so a column added later appears for everyone by default.
function read(key: string | null): ToggleableColumn[] {
  if (!key) return [];
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? (stored.filter((k) => KNOWN.has(k)) as ToggleableColumn[]) : [];
  } catch {
    return [];
  }
}

/** The table columns this user has hidden, kept in localStorage per user id across reloads. */
export function useHiddenColumns(userId: string | number | undefined) {
  const key = userId === undefined || userId === null ? null : hiddenColumnsKey(userId);
  const [hidden, setHidden] = useState<ToggleableColumn[]>(() => read(key));

  // The identity arrives after the first render (or another user signs in): load their choice.
  useEffect(() => setHidden(read(key)), [key]);

  const setColumnVisible = useCallback(
    (column: ToggleableColumn, visible: boolean) => {
      setHidden((prev) => {
        const next = visible ? prev.filter((c) => c !== column) : [...new Set([...prev, column])];
        if (key) localStorage.setItem(key, JSON.stringify(next));
        return next;
      });
    },
    [key],
  );

  return { hidden, setColumnVisible };
}
