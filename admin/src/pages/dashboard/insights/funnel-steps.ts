import type { FunnelMonth } from '@platform/shared';
import { shareOf } from './format';

/** The funnel's steps in order, each with its name and the field that counts it. */
export const FUNNEL_STEPS = [
  { key: 'visitors', label: 'Besøkende' },
  { key: 'signUps', label: 'Registreringer' },
  { key: 'trials', label: 'Prøveperioder' },
  { key: 'paid', label: 'Betalende' },
] as const satisfies ReadonlyArray<{ key: keyof FunnelMonth; label: string }>;

export type FunnelStepKey = (typeof FUNNEL_STEPS)[number]['key'];

/** The percent of the step before that reached this step (null for the first step and when the one before is 0). */
export function stepConversion(month: FunnelMonth, index: number): number | null {
  if (index === 0) return null;
  return shareOf(month[FUNNEL_STEPS[index].key], month[FUNNEL_STEPS[index - 1].key]);
}

/** The months of the chosen product (null: the platform), oldest first as the server sends them. */
export const funnelOf = (funnel: FunnelMonth[], product: string | null): FunnelMonth[] => funnel.filter((month) => month.product === product);
