import { useEffect } from 'react';
import type { Idea, PlanCompany } from '@platform/shared';
import { usePlanIdeasQuery } from './plan-queries';

export interface PlanIdeasState {
  ideas: Idea[];
  loading: boolean;
  /** The ideas could not be loaded: the pickers and the export then have none (the failure is logged). */
  failed: boolean;
}

/** The company's ideas (all of them for the overall plan), read again when the company changes. */
export function usePlanIdeas(company: PlanCompany): PlanIdeasState {
  const { ideas, query } = usePlanIdeasQuery(company);
  useEffect(() => {
    if (query.error) console.error('Strategic plan: loading the ideas failed', query.error);
  }, [query.error]);
  return { ideas: query.isError ? [] : ideas, loading: query.isLoading, failed: query.isError };
}
