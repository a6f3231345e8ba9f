import { describe, expect, it } from 'vitest';
import { averageEvaluationScore } from '@platform/shared';
import { evaluatorName } from './evaluation-summary';

const evaluation = (
  overall_score: number,
  evaluator_name: string | null = null,
  evaluator_email: string | null = null,
) => ({
  id: 1,
  overall_score,
  evaluator_name,
  evaluator_email,
  created_at: '2026-01-11T09:00:00.000Z',
});

describe('evaluation summary', () => {
  it('averages to one decimal, never above 10, and is null without evaluations', () => {
    expect(averageEvaluationScore([evaluation(8), evaluation(7), evaluation(6.5)])).toBe(7.2);
    expect(averageEvaluationScore([evaluation(9), evaluation(9.25)])).toBe(9.1);
    expect(averageEvaluationScore([evaluation(12)])).toBe(10);
    expect(averageEvaluationScore([])).toBeNull();
  });

  it('names an evaluator by name, else e-mail', () => {
    expect(evaluatorName(evaluation(5, 'Kari', 'kari@demo.no'))).toBe('Kari');
    expect(evaluatorName(evaluation(5, null, 'per@demo.no'))).toBe('per@demo.no');
  });
});
