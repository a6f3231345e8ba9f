import {
  FUEL_TYPES,
  VEHICLE_SEARCH_LIMITS,
  VEHICLE_SORTS,
  type FuelType,
  type VehicleSearchBody,
  type VehicleSearchFilters,
  type VehicleSort,
} from '@platform/shared';

/** A search as the address keeps it, so back, forward and reload show the same results. */
export interface VehicleSearchState {
  query: string;
  page: number;
  sort: VehicleSort;
  filters: VehicleSearchFilters;
}

export const SEARCH_PAGE_SIZE = VEHICLE_SEARCH_LIMITS.pageSizeDefault;

const NUMBER_KEYS = ['yearFrom', 'yearTo', 'priceFrom', 'priceTo'] as const;
const SEARCH_KEYS = ['q', 'page', 'sort', 'car', 'region', 'fuel', ...NUMBER_KEYS];

function wholeNumber(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  return Number(text);
}

/** The search in the address; what does not parse is left out (the server checks the rest). */
export function readSearch(params: URLSearchParams): VehicleSearchState {
  const filters: VehicleSearchFilters = {};
  const car = params.get('car');
  if (car) filters.car = car;
  const region = params.get('region');
  if (region) filters.region = region;
  for (const key of NUMBER_KEYS) {
    const value = wholeNumber(params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  const fuel = params.getAll('fuel').filter((value): value is FuelType => (FUEL_TYPES as readonly string[]).includes(value));
  if (fuel.length) filters.fuel = fuel;
  const sort = params.get('sort');
  return {
    query: (params.get('q') ?? '').trim(),
    page: Math.max(1, wholeNumber(params.get('page')) ?? 1),
    sort: (VEHICLE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as VehicleSort) : 'relevance',
    filters,
  };
}

/** The address's parameters with the search written in (other parameters, such as the tab, kept). */
export function writeSearch(params: URLSearchParams, state: VehicleSearchState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of SEARCH_KEYS) next.delete(key);
  if (state.query) next.set('q', state.query);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.sort !== 'relevance') next.set('sort', state.sort);
  const { car, region, fuel } = state.filters;
  if (car) next.set('car', car);
  if (region) next.set('region', region);
  for (const key of NUMBER_KEYS) {
    const value = state.filters[key];
    if (value !== undefined) next.set(key, String(value));
  }
  for (const value of fuel ?? []) next.append('fuel', value);
  return next;
}

/** The spec's body of the search call, with paging, order and filters. */
export function searchBody(state: VehicleSearchState): VehicleSearchBody {
  return {
    searchQuery: state.query,
    selectedProperties: [],
    selectedCategories: ['vehicle'],
    selectedSubCategories: ['car'],
    page: state.page,
    pageSize: SEARCH_PAGE_SIZE,
    sort: state.sort,
    filters: state.filters,
  };
}
