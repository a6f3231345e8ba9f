import { useList, type HttpError } from '@refinedev/core';
import type { Idea } from '@platform/shared';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** The idea search waits this long after typing stops. */
export const IDEA_SEARCH_DELAY_MS = 300;
export const IDEA_SEARCH_LIMIT = 5;

/** Ideas matching the typed text, through the ideas list's own search (`q`); nothing is asked while the box is empty. */
export function useIdeaSearch(text: string) {
  const search = useDebouncedValue(text.trim(), IDEA_SEARCH_DELAY_MS);
  const { result, query } = useList<Idea, HttpError>({
    resource: 'ideas',
    filters: [{ field: 'q', operator: 'eq', value: search }],
    pagination: { currentPage: 1, pageSize: IDEA_SEARCH_LIMIT, mode: 'server' },
    meta: { queryParams: { fields: 'list' } },
    queryOptions: { enabled: search !== '' },
    errorNotification: false,
  });
  return { ideas: search ? result.data.slice(0, IDEA_SEARCH_LIMIT) : [], searching: search !== '' && query.isFetching };
}
