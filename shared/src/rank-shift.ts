import { RANK_DEFAULT, RANK_MAX, RANK_MIN } from './idea';

/** The note beside the rank input: other ideas will be shifted when the rank changes. */
export const RANK_SHIFT_WARNING = 'Changing the rank will shift other ideas to make room.';

/** A rank from an input: a whole number 1-999 (number or digits), else 999, as the spec says for invalid or empty. */
export function parseRankInput(raw: unknown): number {
  const n = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n >= RANK_MIN && n <= RANK_MAX ? n : RANK_DEFAULT;
}

/**
 * Rank 999 means "not ranked yet": ranked ideas hold exactly 1..n, every write keeps them so, and unranked ideas are
 * never shifted.
 */
export const RANK_UNRANKED = RANK_DEFAULT;

export const isRankedRank = (rank: number | null | undefined): rank is number =>
  typeof rank === 'number' && rank >= RANK_MIN && rank < RANK_UNRANKED;

/**
 * Where an idea asked to go to `requested` lands among `rankedOthers` other ranked ideas: an unranked request stays
 * unranked, a rank past the end becomes the next free one (n + 1), and past the last rank a list can hold it stays
 * unranked.
 */
export function rankPlacement(requested: number, rankedOthers: number): number {
  if (!isRankedRank(requested)) return RANK_UNRANKED;
  const target = Math.min(requested, rankedOthers + 1);
  return isRankedRank(target) ? target : RANK_UNRANKED;
}

/**
 * The new rank of every idea of a page whose rank changes when `movedId` moves to `newRank`, so the client can
 * re-sort at once; the server's answer (cms rank-moves.ts) is the truth and the page refetches it. Leaving a rank
 * closes its gap, taking one makes room; unranked ideas (999) never move.
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
    if (idea.id === movedId || !isRankedRank(idea.rank)) continue;
    let rank = idea.rank;
    if (isRankedRank(oldRank) && rank > oldRank) rank -= 1;
    if (isRankedRank(newRank) && rank >= newRank) rank += 1;
    if (rank !== idea.rank) changes.set(idea.id, rank);
  }
  changes.set(movedId, newRank);
  return changes;
}
