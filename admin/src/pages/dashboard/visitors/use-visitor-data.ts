import { useApiUrl, useCustom, useCustomMutation, useOne, type HttpError } from '@refinedev/core';
import {
  VISITOR_REFRESH_MS,
  type DashboardFilters,
  type ExcludedIp,
  type VisitorAnalytics,
  type VisitorDays,
  type VisitorJourney,
} from '@platform/shared';
import { NO_NOTICES } from '../../../utils/server-message';
import { filterQuery } from '../parts/use-dashboard-read';

// The visitor analytics live outside the admin API (/api/admin), so these two URLs are absolute.
export const VISITOR_ANALYTICS_URL = '/api/analytics/dashboard';
export const visitorJourneyUrl = (visitorId: string) => `/api/analytics/visitors/${encodeURIComponent(visitorId)}`;
export const EXCLUDED_IPS_PATH = 'analytics/excluded-ips';

/** The analytics for the chosen days, switches and product, fetched again every VISITOR_REFRESH_MS (§4). */
export function useVisitorAnalytics(filters: DashboardFilters, days: VisitorDays, productId: string | null) {
  const { query } = useCustom<VisitorAnalytics, HttpError>({
    url: VISITOR_ANALYTICS_URL,
    method: 'get',
    config: {
      query: {
        days,
        ...filterQuery(filters),
        ...(productId ? { productId } : {}),
      },
    },
    // The figures of the previous choice stay while the next ones load, so the cards do not flash.
    queryOptions: { refetchInterval: VISITOR_REFRESH_MS, placeholderData: (previous) => previous },
    // The tab says itself that loading failed, with a retry.
    errorNotification: false,
  });
  return {
    analytics: query.data?.data,
    loading: query.isLoading,
    // A failed poll keeps the last figures on screen; only a failure with nothing to show replaces them.
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
  };
}

/** One visitor's sessions and page views; nothing is fetched while no visitor is chosen. */
export function useVisitorJourney(visitorId: string | null, sessionId: string | null) {
  const { query } = useCustom<VisitorJourney, HttpError>({
    url: visitorJourneyUrl(visitorId ?? ''),
    method: 'get',
    config: sessionId ? { query: { sessionId } } : {},
    queryOptions: { enabled: visitorId !== null },
    errorNotification: false,
  });
  return {
    journey: query.data?.data,
    loading: query.isLoading,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}

/** The excluded addresses, newest first. */
export function useExcludedIps() {
  const apiUrl = useApiUrl();
  const { query } = useCustom<ExcludedIp[], HttpError>({
    url: `${apiUrl}/${EXCLUDED_IPS_PATH}`,
    method: 'get',
    errorNotification: false,
  });
  const answer = query.data?.data;
  return {
    excludedIps: Array.isArray(answer) ? answer : [],
    loading: query.isLoading,
    failed: query.isError,
    reload: () => query.refetch(),
  };
}

export interface ExcludedIpInput {
  address: string;
  note: string;
}

/** Adds and removes excluded addresses; a refusal is thrown for the panel to show where it belongs. */
export function useExcludedIpWrites() {
  const apiUrl = useApiUrl();
  const { mutateAsync: add, mutation: adding } = useCustomMutation<ExcludedIp, HttpError, ExcludedIpInput>();
  const { mutateAsync: remove } = useCustomMutation<Record<string, unknown>, HttpError, Record<string, never>>();
  return {
    add: async (values: ExcludedIpInput) => (await add({ url: `${apiUrl}/${EXCLUDED_IPS_PATH}`, method: 'post', values, ...NO_NOTICES })).data,
    remove: async (id: number) => {
      await remove({ url: `${apiUrl}/${EXCLUDED_IPS_PATH}/${id}`, method: 'delete', values: {}, ...NO_NOTICES });
    },
    adding: adding.isPending,
  };
}

/** The name of the product the analytics are narrowed to; null while unknown (the id is shown then). */
export function useProductName(productId: string | null): string | null {
  const { result } = useOne<{ id: string; name: string }, HttpError>({
    resource: 'products',
    id: productId ?? '',
    queryOptions: { enabled: productId !== null },
    errorNotification: false,
  });
  return productId && result?.name ? result.name : null;
}
