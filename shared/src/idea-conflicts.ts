import type { ImportItem } from './idea-import';

/** Ask (per item), overwrite, ignore (skip existing), new (create with new ids). */
export const IMPORT_POLICIES = ['ask', 'overwrite', 'ignore', 'new'] as const;
export type ImportPolicy = (typeof IMPORT_POLICIES)[number];
export type ConflictAction = Exclude<ImportPolicy, 'ask'>;
export const CONFLICT_ACTIONS: readonly ConflictAction[] = ['overwrite', 'ignore', 'new'];

export type ConflictType = 'id' | 'title' | 'both';

/** An import conflict: which existing idea an importing item collides with, and how. */
export interface ImportConflict {
  /** The ImportItem's index. */
  index: number;
  /** The importing item's title. */
  title: string;
  existingId: number;
  existingTitle: string;
  conflictType: ConflictType;
}

/** Titles compare trimmed, in one Unicode form and lower case ('ÆRLIG' = 'ærlig', composed é = decomposed é). */
export function titleMatchKey(title: string): string {
  return title.trim().normalize('NFC').toLowerCase();
}

/**
 * The items that collide with existing ideas (by id or case-insensitive title). 'both' when one existing idea
 * matches by id and by title; when the id names one idea and the title another, the id match is reported, since an
 * overwrite goes by id.
 */
export function findImportConflicts(
  items: readonly ImportItem[],
  existing: readonly { id: number; title: string }[],
): ImportConflict[] {
  return importConflictFinder(existing)(items);
}

/** findImportConflicts with the existing ideas indexed once, for an import checked part by part. */
export function importConflictFinder(existing: readonly { id: number; title: string }[]): (items: readonly ImportItem[]) => ImportConflict[] {
  const byId = new Map(existing.map((idea) => [idea.id, idea]));
  const byTitle = new Map<string, { id: number; title: string }>();
  for (const idea of existing) {
    const key = titleMatchKey(idea.title ?? '');
    if (key !== '' && !byTitle.has(key)) byTitle.set(key, idea);
  }
  return (items) => {
    const conflicts: ImportConflict[] = [];
    for (const item of items) {
      const title = typeof item.data.title === 'string' ? item.data.title : '';
      const idMatch = item.id === undefined ? undefined : byId.get(item.id);
      const key = titleMatchKey(title);
      const titleMatch = key === '' ? undefined : byTitle.get(key);
      const match = idMatch ?? titleMatch;
      if (!match) continue;
      // Two existing ideas may share a title; the id match is 'both' whenever its own title matches.
      const idAndTitle = idMatch !== undefined && titleMatchKey(idMatch.title ?? '') === key;
      const conflictType: ConflictType = idMatch ? (idAndTitle ? 'both' : 'id') : 'title';
      conflicts.push({ index: item.index, title, existingId: match.id, existingTitle: match.title, conflictType });
    }
    return conflicts;
  };
}

/**
 * What to do with one conflict. A policy other than ask applies to every listed conflict; under ask the per-item
 * decision counts, and null means the user has not decided yet.
 */
export function resolveConflictAction(
  conflict: Pick<ImportConflict, 'index'>,
  policy: ImportPolicy,
  decisions?: Readonly<Record<number, ConflictAction>>,
): ConflictAction | null {
  if (policy !== 'ask') return policy;
  return decisions?.[conflict.index] ?? null;
}
