/** Evaluating an idea on the criteria of the Tips tab. */
export const EVALUATION_CRITERIA = ['business_value', 'feasibility', 'user_impact'] as const;
export type EvaluationCriterion = (typeof EVALUATION_CRITERIA)[number];

export const EVALUATION_CRITERION_LABELS: Record<EvaluationCriterion, { label: string; question: string }> = {
  business_value: { label: 'Business value', question: 'How much revenue, savings or strategic gain can it bring?' },
  feasibility: { label: 'Feasibility', question: 'Can we build and run it with the people, data and time we have?' },
  user_impact: { label: 'User impact', question: 'How much better does it make the day of the people who use it?' },
};

export const EVALUATION_SCORE_MAX = 10;
export const EVALUATION_NOTES_MAX = 5_000;

export const EVALUATION_MESSAGES = {
  criterion: (label: string) => `${label} must be a number from 0 to 10.`,
  notes: `Notes may be at most ${EVALUATION_NOTES_MAX} characters.`,
  saved: 'Evaluation saved',
  saveFailed: 'Failed to save evaluation',
} as const;

export interface EvaluationInput {
  business_value: number;
  feasibility: number;
  user_impact: number;
  notes: string | null;
}

/** The overall score is the average of the three criteria, one decimal (0-10). */
export function overallScore(scores: Pick<EvaluationInput, EvaluationCriterion>): number {
  const sum = EVALUATION_CRITERIA.reduce((total, key) => total + scores[key], 0);
  return Math.round((sum / EVALUATION_CRITERIA.length) * 10) / 10;
}

/**
 * The evaluation score of an idea: the average of its evaluations' overall scores, at most 10, one decimal;
 * null when nobody has evaluated it.
 */
export function averageEvaluationScore(evaluations: ReadonlyArray<{ overall_score: number }>): number | null {
  const scores = evaluations.map((e) => Number(e.overall_score)).filter((n) => Number.isFinite(n));
  if (scores.length === 0) return null;
  const average = scores.reduce((sum, n) => sum + n, 0) / scores.length;
  return Math.round(Math.min(average, EVALUATION_SCORE_MAX) * 10) / 10;
}

export function validateEvaluationInput(body: unknown): { ok: true; value: EvaluationInput } | { ok: false; message: string } {
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const value: Partial<EvaluationInput> = {};
  for (const key of EVALUATION_CRITERIA) {
    const n = typeof raw[key] === 'string' && raw[key] !== '' ? Number(raw[key]) : raw[key];
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > EVALUATION_SCORE_MAX) {
      return { ok: false, message: EVALUATION_MESSAGES.criterion(EVALUATION_CRITERION_LABELS[key].label) };
    }
    value[key] = n;
  }
  if (raw.notes !== undefined && raw.notes !== null && typeof raw.notes !== 'string') return { ok: false, message: EVALUATION_MESSAGES.notes };
  const notes = typeof raw.notes === 'string' ? raw.notes.trim() : '';
  if (notes.length > EVALUATION_NOTES_MAX) return { ok: false, message: EVALUATION_MESSAGES.notes };
  return { ok: true, value: { ...(value as Omit<EvaluationInput, 'notes'>), notes: notes || null } };
}
