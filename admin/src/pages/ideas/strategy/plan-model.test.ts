import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_SOURCES, DEFAULT_GOALS, PLAN_LIMITS } from '@platform/shared';
import { applyPickedIdeas, ideasByFit, planFromServer, selectedIdeaFrom } from './plan-model';
import { idea, savedPlan } from './test/plan-fixtures';

describe('the plan model', () => {
  it('starts a company without a saved plan from the default goals and data sources', () => {
    const plan = planFromServer(null);
    expect(plan.vision).toBe('');
    expect(plan.shortTermGoals).toEqual(DEFAULT_GOALS.shortTermGoals);
    expect(plan.longTermGoals).toEqual(DEFAULT_GOALS.longTermGoals);
    expect(plan.dataSources).toEqual(DEFAULT_DATA_SOURCES);
  });

  it('shows a saved plan as saved, without defaults for the lists it left empty', () => {
    const plan = planFromServer(savedPlan({ shortTermGoals: [], dataSources: [] }));
    expect(plan.shortTermGoals).toEqual([]);
    expect(plan.dataSources).toEqual([]);
  });

  it('orders ideas by strategic fit, highest first, unscored last', () => {
    const ordered = ideasByFit([idea(1, { strategic_fit_score: 3 }), idea(2, { strategic_fit_score: null }), idea(3, { strategic_fit_score: 8 })]);
    expect(ordered.map((i) => i.id)).toEqual([3, 1, 2]);
  });

  it('cuts a picked description to what a saved plan may hold', () => {
    const long = 'x'.repeat(PLAN_LIMITS.text + 50);
    expect(Array.from(selectedIdeaFrom(idea(1, { description: long })).description)).toHaveLength(PLAN_LIMITS.text);
  });

  it('keeps kept ideas with their notes in place and appends new picks by fit', () => {
    const ideas = [idea(1, { strategic_fit_score: 2 }), idea(2, { strategic_fit_score: 9 }), idea(3, { strategic_fit_score: 5 })];
    const current = [
      { ideaId: 1, title: 'Idea 1', description: '', notes: 'Keep' },
      { ideaId: 3, title: 'Idea 3', description: '', notes: 'Drop' },
      { ideaId: 77, title: 'Deleted idea', description: '', notes: '' },
    ];
    const next = applyPickedIdeas(current, [1, 2], ideas);
    expect(next.map((s) => [s.ideaId, s.notes])).toEqual([
      [1, 'Keep'],
      [77, ''],
      [2, ''],
    ]);
  });
});
