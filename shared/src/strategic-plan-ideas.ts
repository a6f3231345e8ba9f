/** The ideas a plan works with: the company's own, ordered by strategic fit. */
import type { Idea } from './idea';
import type { PlanCompany } from './strategic-plan';

/** The ideas of a company's plan: the company's own, or all of them for the overall plan. */
export function ideasForPlanCompany<I extends Pick<Idea, 'company'>>(ideas: readonly I[], company: PlanCompany): I[] {
  return company === 'overall' ? [...ideas] : ideas.filter((idea) => idea.company === company);
}

function fitScore(idea: Pick<Idea, 'strategic_fit_score'>): number {
  const n = idea.strategic_fit_score;
  return typeof n === 'number' && Number.isFinite(n) ? n : -Infinity;
}

/**
 * The ideas by strategic fit, highest first (plan export top 10, selection dialog order). Ties go to the better
 * rank (lower number), then the lower id; ideas without a score come last.
 */
export function topIdeasByStrategicFit<I extends Pick<Idea, 'id' | 'rank' | 'strategic_fit_score'>>(
  ideas: readonly I[],
  n = 10,
): I[] {
  return [...ideas]
    .sort((a, b) => fitScore(b) - fitScore(a) || (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.id - b.id)
    .slice(0, Math.max(0, n));
}

/**
 * A description cut for a table (100 characters) or the idea picker (150): a longer text becomes its first
 * characters and '…', at most `max` characters in all. Counts characters, not UTF-16 units, so æ ø å and emoji
 * count once and are never split.
 */
export function truncateDescription(text: string | null | undefined, max: number): string {
  const chars = Array.from(text ?? '');
  if (chars.length <= max) return chars.join('');
  return chars.slice(0, Math.max(0, max - 1)).join('').trimEnd() + '…';
}
