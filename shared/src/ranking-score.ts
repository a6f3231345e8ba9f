import type { Idea } from './idea';

/** Ranking view weights (ideas-pipeline.md §9). */
export const PRIORITY_WEIGHTS = { critical: 4, high: 3, medium: 2, low: 1 } as const;
export const STATUS_WEIGHTS = { draft: 1, research: 2, validation: 3, development: 3, launched: 2, archived: 0 } as const;
/** §9: an unknown status weighs 1 ('new' is not in the table, so it weighs 1 too). */
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
 * The ranking view's score (§9). Nothing is rounded, so views can show the parts they like. Recency is at most 10: a
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

/** Horizontal matrix position per priority (§9); an unknown priority sits with medium. */
export const MATRIX_PRIORITY_X = { critical: 0.9, high: 0.7, medium: 0.4, low: 0.2 } as const;
const MATRIX_UNKNOWN_X = MATRIX_PRIORITY_X.medium;
const MATRIX_DEFAULT_SCORE = 5;

/**
 * The priority matrix: x = priority (urgency), 0-1 left to right; y = score / 10 (value), 0-1 bottom to top.
 * An unscored idea sits at the middle height (score 5).
 */
export function matrixPosition(idea: Pick<Idea, 'priority' | 'score'>): { x: number; y: number } {
  const x = weightOf(MATRIX_PRIORITY_X, idea.priority, MATRIX_UNKNOWN_X);
  const score = typeof idea.score === 'number' && Number.isFinite(idea.score) ? idea.score : MATRIX_DEFAULT_SCORE;
  return { x, y: score / 10 };
}

/** The matrix's quadrants and their labels (§9). */
export const MATRIX_QUADRANTS = {
  quickWins: 'Quick Wins',
  majorProjects: 'Major Projects',
  fillIns: 'Fill Ins',
  lowPriority: 'Low Priority',
} as const;
export type MatrixQuadrant = keyof typeof MATRIX_QUADRANTS;

const MATRIX_MIDDLE = 0.5;

/**
 * The quadrant of a matrix position (x = priority/urgency, y = score/value): high value and high priority are quick
 * wins, high value at lower priority major projects, lower value at high priority fill-ins, the rest low priority.
 * The middle line (0.5) belongs to the upper and right halves.
 */
export function matrixQuadrant(position: { x: number; y: number }): MatrixQuadrant {
  const right = position.x >= MATRIX_MIDDLE;
  if (position.y >= MATRIX_MIDDLE) return right ? 'quickWins' : 'majorProjects';
  return right ? 'fillIns' : 'lowPriority';
}
