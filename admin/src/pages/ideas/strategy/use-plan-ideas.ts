import { useEffect, useRef, useState } from 'react';
import type { Idea, PlanCompany } from '@platform/shared';
import { fetchPlanIdeas } from './plan-api';

export interface PlanIdeasState {
  ideas: Idea[];
  loading: boolean;
  /** The ideas could not be loaded: the pickers and the export then have none (the failure is logged). */
  failed: boolean;
}

/** The company's ideas (all of them for the overall plan), reloaded when the company changes. */
export function usePlanIdeas(company: PlanCompany): PlanIdeasState {
  const [state, setState] = useState<PlanIdeasState>({ ideas: [], loading: true, failed: false });
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    setState({ ideas: [], loading: true, failed: false });
    fetchPlanIdeas(company).then(
      (ideas) => request === latest.current && setState({ ideas, loading: false, failed: false }),
      (error) => {
        if (request !== latest.current) return;
        console.error('Strategic plan: loading the ideas failed', error);
        setState({ ideas: [], loading: false, failed: true });
      },
    );
  }, [company]);

  return state;
}
