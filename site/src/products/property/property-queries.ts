import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AreaDetail, AreaListingPage, AreaListingQuery, AreaStatisticsList } from '@platform/shared';
import { useAreaApi, useAreaUser } from '../frame/area-api';

// The area's reads, each keyed by the user (another sign-in in the same tab never sees them).

/** Every area's current figures and the market overview. */
export function useAreaStatistics() {
  const api = useAreaApi();
  const user = useAreaUser();
  return useQuery({
    queryKey: ['area', 'property', user.id, 'areas'],
    queryFn: ({ signal }) => api.request<AreaStatisticsList>('/api/data/property/areas', { signal }),
    meta: { what: 'Property areas' },
  });
}

/** One area's figures with its monthly series; nothing is asked while no area is chosen. */
export function useAreaDetail(id: string | null) {
  const api = useAreaApi();
  const user = useAreaUser();
  return useQuery({
    queryKey: ['area', 'property', user.id, 'area', id],
    queryFn: ({ signal }) => api.request<AreaDetail>(`/api/data/property/areas/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    meta: { what: 'Property area' },
  });
}

/** The query string of the listings call; no area means every area. */
export function listingsSearch(query: AreaListingQuery): string {
  const params = new URLSearchParams();
  if (query.area) params.set('area', query.area);
  params.set('status', query.status);
  params.set('sort', query.sort);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return params.toString();
}

/** A page of the stored listings; while the next page or filter loads, the previous one stays on screen. */
export function useAreaListings(query: AreaListingQuery) {
  const api = useAreaApi();
  const user = useAreaUser();
  const search = listingsSearch(query);
  return useQuery({
    queryKey: ['area', 'property', user.id, 'listings', search],
    queryFn: ({ signal }) => api.request<AreaListingPage>(`/api/data/property/listings?${search}`, { signal }),
    placeholderData: keepPreviousData,
    meta: { what: 'Property listings' },
  });
}
