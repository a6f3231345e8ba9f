import { useEffect } from 'react';
import type { PlanCompany, StrategicPlan } from '@platform/shared';
import { usePlanQuery } from './plan-queries';

export interface SavedPlanState {
  /** The saved plan; null when none is saved (or while loading, or after a failure). */
  plan: StrategicPlan | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** A company's saved plan, read only (the Strategy tab's overview). */
export function useSavedPlan(company: PlanCompany, enabled = true): SavedPlanState {
  const { plan, query } = usePlanQuery(company, enabled);
  useEffect(() => {
    if (query.error) console.error('Strategic plan: load failed', query.error);
  }, [query.error]);
  return { plan, loading: enabled && query.isLoading, failed: query.isError, reload: () => void query.refetch() };
}
