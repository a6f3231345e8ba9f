import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DatasetExportFormat, DatasetReport, DatasetSummary, DatasetUpload, ReportQuery } from '@platform/shared';
import { ApiError } from '../../../api/http';
import { useAreaApi, type AreaApi } from '../../frame/area-api';
import { useAreaSession } from '../../frame/area-session';

/** The report parameters as the server reads them (value only for a measure other than count). */
export function reportParams(query: ReportQuery): URLSearchParams {
  const params = new URLSearchParams({ groupBy: query.groupBy, measure: query.measure });
  if (query.measure !== 'count' && query.value) params.set('value', query.value);
  return params;
}

/** The analytics dashboard's dataset calls for one product (the signed-in user's own dataset). */
export function useDatasetApi(productId: string) {
  const area: AreaApi = useAreaApi();
  return useMemo(() => {
    const base = `/api/product-areas/${encodeURIComponent(productId)}/dataset`;
    return {
      /** The dataset's summary, or null before the first upload (the server's 404). */
      find: async (signal?: AbortSignal): Promise<DatasetSummary | null> => {
        try {
          return await area.request<DatasetSummary>(base, { signal });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      upload: (body: DatasetUpload) => area.request<DatasetSummary>(base, { method: 'PUT', body }),
      remove: () => area.request<null>(base, { method: 'DELETE' }),
      report: (query: ReportQuery, signal?: AbortSignal) => area.request<DatasetReport>(`${base}/report?${reportParams(query)}`, { signal }),
      download: (format: DatasetExportFormat, query: ReportQuery | null, fallbackName: string) => {
        const params = query ? reportParams(query) : new URLSearchParams();
        params.set('format', format);
        return area.download(`${base}/export?${params}`, fallbackName);
      },
    };
  }, [area, productId]);
}

const datasetKey = (productId: string, userId: number | undefined) => ['area', 'analytics', productId, userId ?? 0, 'dataset'];

/** The user's dataset summary, shared by the product's pages; keyed by the user, so another sign-in never sees it. */
export function useDataset(productId: string) {
  const api = useDatasetApi(productId);
  const { user } = useAreaSession();
  return useQuery({
    queryKey: datasetKey(productId, user?.id),
    queryFn: ({ signal }) => api.find(signal),
    enabled: Boolean(user),
    meta: { what: 'Analytics dataset' },
  });
}

/** After an upload or a delete: the summary the server answered, and every report of the old data forgotten. */
export function useDatasetChanged(productId: string) {
  const client = useQueryClient();
  const { user } = useAreaSession();
  return (summary: DatasetSummary | null) => {
    client.setQueryData(datasetKey(productId, user?.id), summary);
    client.removeQueries({ queryKey: [...datasetKey(productId, user?.id).slice(0, 4), 'report'] });
  };
}

export function useDatasetReport(productId: string, query: ReportQuery | null) {
  const api = useDatasetApi(productId);
  const { user } = useAreaSession();
  return useQuery({
    queryKey: [...datasetKey(productId, user?.id).slice(0, 4), 'report', query],
    queryFn: ({ signal }) => api.report(query as ReportQuery, signal),
    enabled: Boolean(user) && query !== null,
    meta: { what: 'Analytics report' },
  });
}
