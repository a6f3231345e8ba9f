import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExecutedRebalance, Portfolio, PortfolioOrderList, PortfolioTargetsInput, RebalancePlan, RebalanceSettings } from '@platform/shared';
import { useAreaApi, useAreaUser } from '../frame/area-api';
import { settingsSearch } from './rebalance-params';

// The area's reads and writes, each keyed by the user (another sign-in in the same tab never sees them).
const key = (userId: number, ...rest: unknown[]) => ['area', 'portfolio', userId, ...rest];

export const PDF_PATH = '/api/portfolio/rebalance/pdf';

export function usePortfolio() {
  const api = useAreaApi();
  const user = useAreaUser();
  return useQuery({
    queryKey: key(user.id, 'portfolio'),
    queryFn: ({ signal }) => api.request<Portfolio>('/api/portfolio', { signal }),
    meta: { what: 'Portfolio' },
  });
}

export function useOrders() {
  const api = useAreaApi();
  const user = useAreaUser();
  return useQuery({
    queryKey: key(user.id, 'orders'),
    queryFn: ({ signal }) => api.request<PortfolioOrderList>('/api/portfolio/orders', { signal }),
    meta: { what: 'Portfolio orders' },
  });
}

/** PUT of the target weights; the portfolio the server answers replaces the cached one. */
export function useSaveTargets() {
  const api = useAreaApi();
  const user = useAreaUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PortfolioTargetsInput) => api.request<Portfolio>('/api/portfolio', { method: 'PUT', body: input }),
    onSuccess: (portfolio) => client.setQueryData(key(user.id, 'portfolio'), portfolio),
  });
}

/** The planner's 'Kjør simulering': one computation on the server per press. */
export function useSimulation() {
  const api = useAreaApi();
  return useMutation({
    mutationFn: (settings: RebalanceSettings) => api.request<RebalancePlan>('/api/portfolio/rebalance/simulate', { method: 'POST', body: settings }),
  });
}

/** The review page's plan, computed afresh from the settings of its address (nothing is stored by simulating). */
export function usePlan(settings: RebalanceSettings) {
  const api = useAreaApi();
  const user = useAreaUser();
  return useQuery({
    queryKey: key(user.id, 'plan', settingsSearch(settings)),
    queryFn: ({ signal }) => api.request<RebalancePlan>('/api/portfolio/rebalance/simulate', { method: 'POST', body: settings, signal }),
    // A plan is of the portfolio as it is now: never shown from an old cache.
    staleTime: 0,
    gcTime: 0,
    meta: { what: 'Rebalance plan' },
  });
}

/** Executes the plan of the settings; the portfolio and its orders change with it (the page shows the answer). */
export function useExecute() {
  const api = useAreaApi();
  const user = useAreaUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: RebalanceSettings) =>
      api.request<ExecutedRebalance>('/api/portfolio/rebalance/execute', { method: 'POST', body: settings }),
    onSuccess: async (result) => {
      client.setQueryData(key(user.id, 'portfolio'), result.portfolio);
      await Promise.all([
        client.invalidateQueries({ queryKey: key(user.id, 'portfolio') }),
        client.invalidateQueries({ queryKey: key(user.id, 'orders') }),
      ]);
    },
  });
}

/** 'Eksporter PDF': the plan of the settings as the server lays it out, by a POST of them. */
export function usePdfExport() {
  const api = useAreaApi();
  return useMutation({
    mutationFn: (settings: RebalanceSettings) => api.download(PDF_PATH, 'rebalanseringsplan.pdf', settings),
  });
}
