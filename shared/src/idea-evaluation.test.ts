import { EVALUATION_MESSAGES, averageEvaluationScore, overallScore, validateEvaluationInput } from './index';

describe('an evaluation scores business value, feasibility and user impact', () => {
  it('gives the overall score as their average with one decimal', () => {
    expect(overallScore({ business_value: 8, feasibility: 6, user_impact: 7.5 })).toBe(7.2);
  });

  it('accepts numbers from 0 to 10 and trims the notes', () => {
    expect(validateEvaluationInput({ business_value: '10', feasibility: 0, user_impact: 5, notes: '  ok ' })).toEqual({
      ok: true,
      value: { business_value: 10, feasibility: 0, user_impact: 5, notes: 'ok' },
    });
  });

  it.each([
    [{ business_value: 11, feasibility: 1, user_impact: 1 }, EVALUATION_MESSAGES.criterion('Business value')],
    [{ business_value: 1, feasibility: 'x', user_impact: 1 }, EVALUATION_MESSAGES.criterion('Feasibility')],
    [{ business_value: 1, feasibility: 1 }, EVALUATION_MESSAGES.criterion('User impact')],
  ])('refuses %j', (body, message) => {
    expect(validateEvaluationInput(body)).toEqual({ ok: false, message });
  });

  it("an idea's evaluation score is the average of the overall scores, one decimal, or none", () => {
    expect(averageEvaluationScore([{ overall_score: 7 }, { overall_score: 8.5 }, { overall_score: 6 }])).toBe(7.2);
    expect(averageEvaluationScore([])).toBeNull();
  });
});
