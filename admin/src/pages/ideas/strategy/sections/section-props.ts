import { memo, type ComponentType } from 'react';
import type { StrategicPlan } from '@platform/shared';

export type PlanUpdate = (change: (plan: StrategicPlan) => StrategicPlan) => void;

/** What every plan section receives: the plan, and how to change it (left out in a read-only preview). */
export interface SectionProps {
  plan: StrategicPlan;
  update?: PlanUpdate;
}

/**
 * A section that renders again only when its own part of the plan (or another prop) changes: an edit makes a new
 * plan object but keeps the untouched parts, so typing in one section does not redraw every table.
 */
export function sectionOf<P extends SectionProps>(component: ComponentType<P>, part: (plan: StrategicPlan, props: P) => unknown) {
  return memo(component, (before, after) => {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) {
      const a = before[key as keyof P];
      const b = after[key as keyof P];
      if (key === 'plan' ? part(a as StrategicPlan, before) !== part(b as StrategicPlan, after) : a !== b) return false;
    }
    return true;
  });
}
