/** A strategic fit of 8 or more is recommended as high priority. */
export const HIGH_PRIORITY_FIT = 8;
const MEDIUM_FIT = 5;

/** The score chip: success at 8+, warning at 5+. */
export function fitScoreColor(score: number | null): 'success' | 'warning' | 'default' {
  if (score === null) return 'default';
  if (score >= HIGH_PRIORITY_FIT) return 'success';
  if (score >= MEDIUM_FIT) return 'warning';
  return 'default';
}

/** The 0-10 score as 0-5 stars in half steps, and back. */
export const scoreToStars = (score: number | null): number => (score === null ? 0 : score / 2);
export const starsToScore = (stars: number): number => stars * 2;
