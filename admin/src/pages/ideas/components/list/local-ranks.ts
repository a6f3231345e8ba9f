import type { CrudSort } from '@refinedev/core';
import type { Idea } from '@platform/shared';

/**
 * The page's rows with the ranks the server is about to give them (shiftedRanks), re-sorted when the list is
 * sorted by rank: the table answers a rank edit at once instead of after the refetch.
 */
export function withLocalRanks(rows: readonly Idea[], ranks: ReadonlyMap<Idea['id'], number> | null, sort?: CrudSort): Idea[] {
  if (!ranks) return [...rows];
  const next = rows.map((idea) => (ranks.has(idea.id) ? { ...idea, rank: ranks.get(idea.id)! } : idea));
  if (sort?.field !== 'rank') return next;
  const direction = sort.order === 'desc' ? -1 : 1;
  // Array.prototype.sort is stable: ideas of equal rank keep the server's order.
  return next.sort((a, b) => direction * (a.rank - b.rank));
}
