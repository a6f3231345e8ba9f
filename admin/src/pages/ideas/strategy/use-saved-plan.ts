import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlanCompany, StrategicPlan } from '@platform/shared';
import { fetchPlan } from './plan-api';

export interface SavedPlanState {
  /** The saved plan; null when none is saved (or while loading, or after a failure). */
  plan: StrategicPlan | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** A company's saved plan, read only (the Strategy tab's overview). */
export function useSavedPlan(company: PlanCompany, enabled = true): SavedPlanState {
  const [state, setState] = useState<Omit<SavedPlanState, 'reload'>>({ plan: null, loading: enabled, failed: false });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const request = ++latest.current;
    setState({ plan: null, loading: true, failed: false });
    fetchPlan(company).then(
      (plan) => request === latest.current && setState({ plan, loading: false, failed: false }),
      (error) => {
        if (request !== latest.current) return;
        console.error('Strategic plan: load failed', error);
        setState({ plan: null, loading: false, failed: true });
      },
    );
  }, [company, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
