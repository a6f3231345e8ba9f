import { RANK_DEFAULT, RANK_MAX, RANK_MIN } from './idea';

/** The note beside the rank input (§5: "a note warns that other ideas will be shifted when rank changes"). */
export const RANK_SHIFT_WARNING = 'Changing the rank will shift other ideas to make room.';

/** A rank from an input: a whole number 1-999 (number or digits), else 999, as the spec says for invalid or empty. */
export function parseRankInput(raw: unknown): number {
  const n = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n >= RANK_MIN && n <= RANK_MAX ? n : RANK_DEFAULT;
}

/**
 * The new rank of every idea whose rank changes when `movedId` moves to `newRank`: the ideas between old and new rank
 * shift by one toward the old rank. Mirrors the server's update (cms rank-moves.ts) so the client can re-sort locally
 * without reloading. Ideas that share the old rank (several 999s) stay where they are, as on the server.
 */
export function shiftedRanks(
  ideas: readonly { id: number; rank: number }[],
  movedId: number,
  newRank: number,
): Map<number, number> {
  const changes = new Map<number, number>();
  const moved = ideas.find((idea) => idea.id === movedId);
  if (!moved || moved.rank === newRank) return changes;
  const oldRank = moved.rank;
  for (const idea of ideas) {
    if (idea.id === movedId) continue;
    if (newRank < oldRank && idea.rank >= newRank && idea.rank < oldRank) changes.set(idea.id, idea.rank + 1);
    if (newRank > oldRank && idea.rank > oldRank && idea.rank <= newRank) changes.set(idea.id, idea.rank - 1);
  }
  changes.set(movedId, newRank);
  return changes;
}
