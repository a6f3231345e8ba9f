import type { Idea } from './idea';

/** Ranking view weights. */
export const PRIORITY_WEIGHTS = { critical: 4, high: 3, medium: 2, low: 1 } as const;
export const STATUS_WEIGHTS = { draft: 1, research: 2, validation: 3, development: 3, launched: 2, archived: 0 } as const;
/** An unknown status weighs 1 ('new' is not in the table, so it weighs 1 too). */
export const UNKNOWN_STATUS_WEIGHT = 1;
/** The spec gives no weight for an unknown priority; it counts as medium, as the matrix places it. */
export const UNKNOWN_PRIORITY_WEIGHT = PRIORITY_WEIGHTS.medium;

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENCY_MAX = 10;
const RECENCY_DAYS_PER_POINT = 30;
const ACTIVITY_PER_COMMENT = 0.5;
const ACTIVITY_MAX = 5;
/** The progress bar is full at this total. */
export const RANKING_BAR_FULL = 50;

export type RankingScoreInput = Pick<Idea, 'priority' | 'status' | 'score' | 'created_at' | 'comment_count'>;

export interface RankingScore {
  total: number;
  /** The weights, not yet multiplied: total = 3 × priority + 2 × status + 2 × score + recency + activity. */
  priority: number;
  status: number;
  score: number;
  recency: number;
  activity: number;
  /** Fill of the progress bar, 0-1. */
  bar: number;
}

function weightOf(weights: Record<string, number>, key: unknown, unknown: number): number {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(weights, key) ? weights[key] : unknown;
}

/**
 * The ranking view's score. Nothing is rounded, so views can show the parts they like. Recency is at most 10: a
 * creation date in the future (clock skew) counts as today, and an unreadable one as no recency.
 */
export function rankingScore(idea: RankingScoreInput, now: Date = new Date()): RankingScore {
  const priority = weightOf(PRIORITY_WEIGHTS, idea.priority, UNKNOWN_PRIORITY_WEIGHT);
  const status = weightOf(STATUS_WEIGHTS, idea.status, UNKNOWN_STATUS_WEIGHT);
  const score = typeof idea.score === 'number' && Number.isFinite(idea.score) ? idea.score : 0;
  const created = Date.parse(idea.created_at);
  const days = Math.max(0, (now.getTime() - created) / DAY_MS);
  const recency = Number.isNaN(days) ? 0 : Math.max(0, RECENCY_MAX - days / RECENCY_DAYS_PER_POINT);
  const comments = typeof idea.comment_count === 'number' && idea.comment_count > 0 ? idea.comment_count : 0;
  const activity = Math.min(ACTIVITY_MAX, ACTIVITY_PER_COMMENT * comments);
  const total = 3 * priority + 2 * status + 2 * score + recency + activity;
  return { total, priority, status, score, recency, activity, bar: Math.min(1, total / RANKING_BAR_FULL) };
}

/** A new array, highest ranking score first; ties by rank (lower first), then id. */
export function sortByRankingScore<T extends RankingScoreInput & Pick<Idea, 'id' | 'rank'>>(
  ideas: readonly T[],
  now: Date = new Date(),
): T[] {
  return ideas
    .map((idea) => ({ idea, total: rankingScore(idea, now).total }))
    .sort((a, b) => b.total - a.total || a.idea.rank - b.idea.rank || a.idea.id - b.idea.id)
    .map(({ idea }) => idea);
}
