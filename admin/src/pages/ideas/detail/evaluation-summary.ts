import type { IdeaEvaluation } from '@platform/shared';

/** The sidebar lists the first three evaluators. */
export const EVALUATORS_SHOWN = 3;

export const evaluatorName = (e: IdeaEvaluation): string =>
  e.evaluator_name || e.evaluator_email || 'Unknown evaluator';
