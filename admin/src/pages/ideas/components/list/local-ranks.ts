import type { CrudSort, GetListResponse } from '@refinedev/core';
import { shiftedRanks, type Idea } from '@platform/shared';

/**
 * A cached page of ideas after `movedId` moves to `rank`, with the ranks the server is about to give every idea of
 * it (shiftedRanks): Refine's optimistic update of a rank edit, undone by Refine if the server refuses.
 */
export function withShiftedRanks(previous: GetListResponse<Idea> | null | undefined, movedId: Idea['id'], rank: number): GetListResponse<Idea> | null {
  if (!previous) return null;
  const ranks = shiftedRanks(previous.data, movedId, rank);
  return { ...previous, data: previous.data.map((idea) => (ranks.has(idea.id) ? { ...idea, rank: ranks.get(idea.id)! } : idea)) };
}

/** The rows in rank order when the list is sorted by rank (a no-op for a page as the server sent it). */
export function inRankOrder(rows: readonly Idea[], sort?: CrudSort): Idea[] {
  if (sort?.field !== 'rank') return [...rows];
  const direction = sort.order === 'desc' ? -1 : 1;
  // Array.prototype.sort is stable: ideas of equal rank keep the server's order.
  return [...rows].sort((a, b) => direction * (a.rank - b.rank));
}
