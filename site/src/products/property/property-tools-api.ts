import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AiPricingAnswer,
  DataApiKeyList,
  ProductApiKeyCreated,
  PropertyReportRequest,
  PropertyType,
  ReportSubscription,
  ReportSubscriptionInput,
} from '@platform/shared';
import { useAreaApi } from '../frame/area-api';
import { useAreaSession } from '../frame/area-session';

export const REPORTS_PATH = '/api/data/property/reports';
const SUBSCRIPTIONS_PATH = '/api/data/property/report-subscriptions';
const KEYS_PATH = '/api/auth/api-keys';
const PRICING_PATH = '/api/property-listings/ai/pricing';

/** The PDF's name when the server gives none. */
export const reportFileName = (request: PropertyReportRequest) => `${request.type}-${request.area}.pdf`;

/** The user's subscriptions and keys are cached per user, so a later sign-in never sees another's. */
function useUserKey(name: string) {
  const { user } = useAreaSession();
  return ['property', name, user?.id ?? null] as const;
}

export function useReportDownload() {
  const area = useAreaApi();
  return useMutation({ mutationFn: (request: PropertyReportRequest) => area.download(REPORTS_PATH, reportFileName(request), request) });
}

export function useReportSubscriptions() {
  const area = useAreaApi();
  const queryKey = useUserKey('report-subscriptions');
  const client = useQueryClient();
  const list = useQuery({ queryKey, queryFn: ({ signal }) => area.request<ReportSubscription[]>(SUBSCRIPTIONS_PATH, { signal }) });
  const refresh = () => client.invalidateQueries({ queryKey });
  const create = useMutation({
    mutationFn: (input: ReportSubscriptionInput) => area.request<ReportSubscription>(SUBSCRIPTIONS_PATH, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => area.request<null>(`${SUBSCRIPTIONS_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  const send = useMutation({
    mutationFn: (id: number) => area.request<{ message: string }>(`${SUBSCRIPTIONS_PATH}/${id}/send`, { method: 'POST' }),
    onSuccess: refresh,
  });
  return { list, create, remove, send };
}

export function useDataApiKeys() {
  const area = useAreaApi();
  const queryKey = useUserKey('api-keys');
  const client = useQueryClient();
  const list = useQuery({ queryKey, queryFn: ({ signal }) => area.request<DataApiKeyList>(KEYS_PATH, { signal }) });
  const refresh = () => client.invalidateQueries({ queryKey });
  const create = useMutation({
    mutationFn: (name: string) => area.request<ProductApiKeyCreated>(KEYS_PATH, { method: 'POST', body: { name } }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => area.request<null>(`${KEYS_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { list, create, revoke };
}

export interface ValuationInput {
  city: string;
  propertyType: PropertyType;
  squareMeters: number;
}

/** The listing wizard's pricing call, asked for a sale: the server reads city, type and area of the draft. */
export function useValuation() {
  const area = useAreaApi();
  return useMemo(
    () => (input: ValuationInput) => {
      const draft = {
        city: input.city,
        propertyType: input.propertyType,
        listingType: 'sale',
        squareMeters: input.squareMeters,
      };
      return area.request<AiPricingAnswer>(PRICING_PATH, { method: 'POST', body: { draft } });
    },
    [area],
  );
}
