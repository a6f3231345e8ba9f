import { SCORE_MAX, type IdeaEvaluation } from '@platform/shared';

/** §9: the average overall_score, at most 10, to one decimal; null when nobody has evaluated the idea. */
export function averageEvaluationScore(evaluations: readonly IdeaEvaluation[]): number | null {
  const scores = evaluations.map((e) => Number(e.overall_score)).filter((n) => Number.isFinite(n));
  if (scores.length === 0) return null;
  const average = scores.reduce((sum, n) => sum + n, 0) / scores.length;
  return Math.round(Math.min(average, SCORE_MAX) * 10) / 10;
}

/** The sidebar lists the first three evaluators. */
export const EVALUATORS_SHOWN = 3;

export const evaluatorName = (e: IdeaEvaluation): string =>
  e.evaluator_name || e.evaluator_email || 'Unknown evaluator';
