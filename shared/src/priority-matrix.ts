import type { Idea } from './idea';

/**
 * The ideas list's priority matrix: x by priority, y by score / 10, four quadrants. Priority has
 * four values, so ideas pile onto the same spots; they are placed as groups, one per priority and whole score point,
 * each shown once with its count. An idea without a score has no place on the value axis: the spec put it at 5, in
 * 'Major Projects', which made unscored work look important. It is listed apart and not counted in any quadrant.
 */

/** Horizontal position per priority; an unknown priority sits with medium. */
export const MATRIX_PRIORITY_X = { critical: 0.9, high: 0.7, medium: 0.4, low: 0.2 } as const;
type MatrixPriority = keyof typeof MATRIX_PRIORITY_X;

/** The quadrants and their labels. */
export const MATRIX_QUADRANTS = {
  quickWins: 'Quick Wins',
  majorProjects: 'Major Projects',
  fillIns: 'Fill Ins',
  lowPriority: 'Low Priority',
} as const;
export type MatrixQuadrant = keyof typeof MATRIX_QUADRANTS;

const MIDDLE = 0.5;
const SCORE_MAX = 10;

const priorityOf = (priority: unknown): MatrixPriority =>
  typeof priority === 'string' && Object.prototype.hasOwnProperty.call(MATRIX_PRIORITY_X, priority) ? (priority as MatrixPriority) : 'medium';

const scoreOf = (score: unknown): number | null =>
  typeof score === 'number' && Number.isFinite(score) ? Math.min(SCORE_MAX, Math.max(0, score)) : null;

/** x = priority (urgency), 0-1 left to right; y = score / 10 (value), 0-1 bottom to top; null without a score. */
export function matrixPosition(idea: Pick<Idea, 'priority' | 'score'>): { x: number; y: number } | null {
  const score = scoreOf(idea.score);
  return score === null ? null : { x: MATRIX_PRIORITY_X[priorityOf(idea.priority)], y: score / SCORE_MAX };
}

/**
 * High value and high priority are quick wins, high value at lower priority major projects, lower value at high
 * priority fill-ins, the rest low priority. The middle line (0.5) belongs to the upper and right halves.
 */
export function matrixQuadrant(position: { x: number; y: number }): MatrixQuadrant {
  const right = position.x >= MIDDLE;
  if (position.y >= MIDDLE) return right ? 'quickWins' : 'majorProjects';
  return right ? 'fillIns' : 'lowPriority';
}

export interface MatrixGroup<T> {
  key: string;
  priority: MatrixPriority;
  /** Scores from `scoreFrom` up to, not including, `scoreTo` (the top band holds 10 too). */
  scoreFrom: number;
  scoreTo: number;
  /** Where the group is drawn: its priority's x, the middle of its score band. */
  x: number;
  y: number;
  quadrant: MatrixQuadrant;
  /** Best score first, then title. */
  ideas: T[];
}

export interface MatrixLayout<T> {
  groups: MatrixGroup<T>[];
  /** Ideas without a score, by title: shown apart, in no quadrant. */
  unscored: T[];
  /** Scored ideas per quadrant. */
  counts: Record<MatrixQuadrant, number>;
}

type MatrixIdea = Pick<Idea, 'priority' | 'score' | 'title'>;

/**
 * Groups ideas by priority and whole score point (a band never straddles the middle line, so a group's quadrant is
 * each of its ideas' quadrant).
 */
export function layOutMatrix<T extends MatrixIdea>(ideas: readonly T[]): MatrixLayout<T> {
  const groups = new Map<string, MatrixGroup<T>>();
  const unscored: T[] = [];
  const counts: Record<MatrixQuadrant, number> = { quickWins: 0, majorProjects: 0, fillIns: 0, lowPriority: 0 };
  for (const idea of ideas) {
    const score = scoreOf(idea.score);
    if (score === null) {
      unscored.push(idea);
      continue;
    }
    const priority = priorityOf(idea.priority);
    const band = Math.min(SCORE_MAX - 1, Math.floor(score));
    const key = `${priority}:${band}`;
    let group = groups.get(key);
    if (!group) {
      const x = MATRIX_PRIORITY_X[priority];
      const y = (band + 0.5) / SCORE_MAX;
      group = { key, priority, scoreFrom: band, scoreTo: band + 1, x, y, quadrant: matrixQuadrant({ x, y }), ideas: [] };
      groups.set(key, group);
    }
    group.ideas.push(idea);
    counts[group.quadrant] += 1;
  }
  const byTitle = (a: T, b: T) => a.title.localeCompare(b.title, 'nb');
  for (const group of groups.values()) group.ideas.sort((a, b) => Number(b.score) - Number(a.score) || byTitle(a, b));
  return { groups: [...groups.values()], unscored: unscored.sort(byTitle), counts };
}
