import { useMemo, useRef } from 'react';

interface QueryTimes {
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  isFetching?: boolean;
}

/**
 * A moment (a dialog opened, a record asked for) and whether a query has answered since: TanStack keeps the last
 * answer in its cache, and one from before that moment must not be shown as the answer to this asking.
 */
export function useAnswersSince() {
  const since = useRef(0);
  return useMemo(
    () => ({
      /** From now on, only answers given after this call count. */
      mark: () => {
        since.current = Date.now();
      },
      dataIsNew: (query: QueryTimes) => query.dataUpdatedAt >= since.current,
      errorIsNew: (query: QueryTimes) => query.errorUpdatedAt >= since.current,
      /** Done fetching, with data or an error given since the mark. */
      answered: (query: QueryTimes) => !query.isFetching && Math.max(query.dataUpdatedAt, query.errorUpdatedAt) >= since.current,
    }),
    [],
  );
}
