import { AREA_LISTING_SORTS, AREA_LISTINGS_PAGE_SIZE, type AreaListingQuery, type AreaListingSort } from '@platform/shared';
import { areaParam } from './area-params';

const STATUSES = ['active', 'sold', 'all'] as const;
type Status = AreaListingQuery['status'];
// Its own key: the area chosen for the insights does not narrow the search.
const AREA_KEY = 'listingArea';
const SEARCH_KEYS = [AREA_KEY, 'status', 'sort', 'page'];

/** The search as the address keeps it (back, forward and reload show the same page); what does not parse is left out. */
export function readListingQuery(params: URLSearchParams): AreaListingQuery {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = params.get('page');
  return {
    area: areaParam(params, AREA_KEY),
    status: (STATUSES as readonly string[]).includes(status ?? '') ? (status as Status) : 'active',
    sort: (AREA_LISTING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as AreaListingSort) : 'newest',
    page: page && /^\d+$/.test(page) ? Math.max(1, Number(page)) : 1,
    pageSize: AREA_LISTINGS_PAGE_SIZE,
  };
}

/** The address's parameters with the search written in (defaults left out; the tab and the others kept). */
export function writeListingQuery(params: URLSearchParams, query: AreaListingQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of SEARCH_KEYS) next.delete(key);
  if (query.area) next.set(AREA_KEY, query.area);
  if (query.status !== 'active') next.set('status', query.status);
  if (query.sort !== 'newest') next.set('sort', query.sort);
  if (query.page > 1) next.set('page', String(query.page));
  return next;
}
