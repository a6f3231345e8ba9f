import {
  MATRIX_QUADRANTS,
  PRIORITY_WEIGHTS,
  STATUS_WEIGHTS,
  matrixPosition,
  matrixQuadrant,
  rankingScore,
  sortByRankingScore,
  type Idea,
  type RankingScoreInput,
} from './index';

const now = new Date('2026-03-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const idea = (over: Partial<RankingScoreInput> = {}): RankingScoreInput => ({
  priority: 'medium',
  status: 'draft',
  score: null,
  created_at: daysAgo(0),
  comment_count: 0,
  ...over,
});

describe('ranking score (§9)', () => {
  it('weighs priorities critical 4, high 3, medium 2, low 1', () => {
    expect(PRIORITY_WEIGHTS).toEqual({ critical: 4, high: 3, medium: 2, low: 1 });
  });

  it('weighs statuses draft 1, research 2, validation 3, development 3, launched 2, archived 0, unknown 1', () => {
    expect(STATUS_WEIGHTS).toEqual({ draft: 1, research: 2, validation: 3, development: 3, launched: 2, archived: 0 });
    expect(rankingScore(idea({ status: 'new' }), now).status).toBe(1);
    expect(rankingScore(idea({ status: 'odd' as Idea['status'] }), now).status).toBe(1);
    expect(rankingScore(idea({ status: 'archived' }), now).status).toBe(0);
  });

  it('totals 3 × priority + 2 × status + 2 × score + recency + activity, unrounded', () => {
    const result = rankingScore(idea({ priority: 'high', status: 'validation', score: 7.5, created_at: daysAgo(45), comment_count: 3 }), now);
    expect(result).toEqual({ total: 9 + 6 + 15 + 8.5 + 1.5, priority: 3, status: 3, score: 7.5, recency: 8.5, activity: 1.5, bar: 40 / 50 });
  });

  it('counts a missing score as 0', () => {
    expect(rankingScore(idea({ score: null }), now).score).toBe(0);
  });

  it('gives recency 10 minus days since creation divided by 30, not below 0', () => {
    expect(rankingScore(idea({ created_at: daysAgo(0) }), now).recency).toBe(10);
    expect(rankingScore(idea({ created_at: daysAgo(10) }), now).recency).toBeCloseTo(10 - 1 / 3, 12);
    expect(rankingScore(idea({ created_at: daysAgo(300) }), now).recency).toBe(0);
    expect(rankingScore(idea({ created_at: daysAgo(1000) }), now).recency).toBe(0);
  });

  it('decides what the spec leaves open: a future creation date counts as today, an unreadable one as no recency', () => {
    expect(rankingScore(idea({ created_at: daysAgo(-30) }), now).recency).toBe(10);
    expect(rankingScore(idea({ created_at: 'not a date' }), now).recency).toBe(0);
  });

  it('gives activity 0.5 per comment, at most 5', () => {
    expect(rankingScore(idea({ comment_count: 1 }), now).activity).toBe(0.5);
    expect(rankingScore(idea({ comment_count: 10 }), now).activity).toBe(5);
    expect(rankingScore(idea({ comment_count: 40 }), now).activity).toBe(5);
  });

  it('fills the progress bar by total / 50, at most full', () => {
    const top = rankingScore(idea({ priority: 'critical', status: 'validation', score: 10, comment_count: 10 }), now);
    expect(top.total).toBe(12 + 6 + 20 + 10 + 5);
    expect(top.bar).toBe(1);
    expect(rankingScore(idea({ status: 'archived', priority: 'low', created_at: daysAgo(400) }), now).bar).toBe(3 / 50);
  });

  it('counts an unknown priority as medium', () => {
    expect(rankingScore(idea({ priority: 'urgent' as Idea['priority'] }), now).priority).toBe(2);
  });

  it('sorts a new array by total, highest first, ties by rank then id', () => {
    const base = { ...idea(), rank: 999 };
    const ideas = [
      { ...base, id: 1, rank: 5 },
      { ...base, id: 2, priority: 'critical' as const },
      { ...base, id: 4, rank: 3 },
      { ...base, id: 3, rank: 3 },
    ];
    const sorted = sortByRankingScore(ideas, now);
    expect(sorted.map((i) => i.id)).toEqual([2, 3, 4, 1]);
    expect(ideas.map((i) => i.id)).toEqual([1, 2, 4, 3]);
  });
});

describe('priority matrix (§9)', () => {
  it('places x by priority: critical 0.9, high 0.7, medium 0.4, low 0.2, unknown 0.4', () => {
    const x = (priority: string) => matrixPosition({ priority: priority as Idea['priority'], score: 5 }).x;
    expect([x('critical'), x('high'), x('medium'), x('low'), x('other')]).toEqual([0.9, 0.7, 0.4, 0.2, 0.4]);
  });

  it('places y by score / 10, an unscored idea at 5', () => {
    expect(matrixPosition({ priority: 'low', score: 8 }).y).toBe(0.8);
    expect(matrixPosition({ priority: 'low', score: null }).y).toBe(0.5);
  });

  it('names the quadrants Quick Wins, Major Projects, Fill Ins, Low Priority', () => {
    expect(MATRIX_QUADRANTS).toEqual({ quickWins: 'Quick Wins', majorProjects: 'Major Projects', fillIns: 'Fill Ins', lowPriority: 'Low Priority' });
  });

  it('puts high value at high priority in Quick Wins, at low priority in Major Projects, low value in Fill Ins or Low Priority', () => {
    expect(matrixQuadrant({ x: 0.5, y: 0.5 })).toBe('quickWins');
    expect(matrixQuadrant({ x: 0.49, y: 0.9 })).toBe('majorProjects');
    expect(matrixQuadrant({ x: 0.9, y: 0.49 })).toBe('fillIns');
    expect(matrixQuadrant({ x: 0.2, y: 0.1 })).toBe('lowPriority');
    expect(matrixQuadrant(matrixPosition({ priority: 'medium', score: null }))).toBe('majorProjects');
  });
});
