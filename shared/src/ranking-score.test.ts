import {
  PRIORITY_WEIGHTS,
  STATUS_WEIGHTS,
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

describe('ranking score', () => {
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
