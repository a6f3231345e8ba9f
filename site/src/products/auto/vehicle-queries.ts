import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VehicleOverview, VehicleSearchAnswer, VehicleStatistics } from '@platform/shared';
import { useAreaApi, useAreaUser } from '../frame/area-api';
import { searchBody, type VehicleSearchState } from './search-params';

// The area's reads, each keyed by the user (another sign-in in the same tab never sees them).

export function useVehicleOverview() {
  const api = useAreaApi();
  const user = useAreaUser();
  return useQuery({
    queryKey: ['area', 'auto', user.id, 'overview'],
    queryFn: ({ signal }) => api.request<VehicleOverview>('/api/data/vehicles/overview', { signal }),
    meta: { what: 'Vehicle overview' },
  });
}

export function useVehicleStatistics() {
  const api = useAreaApi();
  const user = useAreaUser();
  return useQuery({
    queryKey: ['area', 'auto', user.id, 'statistics'],
    queryFn: ({ signal }) => api.request<VehicleStatistics>('/api/data/vehicles/statistics', { signal }),
    meta: { what: 'Vehicle statistics' },
  });
}

/** Runs only with a query; while a new page or filter loads, the previous results stay on screen. */
export function useVehicleSearch(state: VehicleSearchState) {
  const api = useAreaApi();
  const user = useAreaUser();
  const body = searchBody(state);
  const search = async (signal: AbortSignal): Promise<VehicleSearchAnswer['data']> =>
    (await api.request<VehicleSearchAnswer>('/api/data/vehicles/listings/', { method: 'POST', body, signal })).data;
  return useQuery({
    queryKey: ['area', 'auto', user.id, 'search', body],
    queryFn: ({ signal }) => search(signal),
    enabled: state.query !== '',
    placeholderData: keepPreviousData,
    meta: { what: 'Vehicle search' },
  });
}
