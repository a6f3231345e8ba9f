import simpleRestDataProvider, { generateFilter, generateSort, stringify } from '@refinedev/simple-rest';
import type { CrudFilter, CrudSort, DataProvider } from '@refinedev/core';
import { API_ADMIN_URL } from '../config/constants';
import { takeEarlyRead } from './early-reads';
import { httpClient } from './http-client';

const base = simpleRestDataProvider(API_ADMIN_URL, httpClient);

/** Extra query parameters a list call may carry in `meta.queryParams`, e.g. { fields: 'all' }. */
export type ListQueryParams = Record<string, string>;

/** A custom call's address: its filters, sort and `query` in the query string. */
export function customTarget(url: string, { filters, sorters, query }: { filters?: CrudFilter[]; sorters?: CrudSort[]; query?: unknown }): string {
  const sort = generateSort(sorters);
  const search = stringify({
    ...(sort ? { _sort: sort._sort.join(','), _order: sort._order.join(',') } : {}),
    ...generateFilter(filters),
    ...((query as Record<string, unknown> | undefined) ?? {}),
  });
  return search ? `${url}?${search}` : url;
}

// Calls carry only what they need (no empty header objects), so every call of the app has one shape.
export const dataProvider: DataProvider = {
  ...base,
  // simple-rest builds its own query string; plain `eq` filters come out as `name=value`, which carries extras.
  getList: (params) => {
    const extra = (params.meta?.queryParams ?? {}) as ListQueryParams;
    const extraFilters: CrudFilter[] = Object.entries(extra).map(([field, value]) => ({ field, operator: 'eq', value }));
    return base.getList({ ...params, filters: [...(params.filters ?? []), ...extraFilters] });
  },
  create: async ({ resource, variables }) => {
    const { data } = await httpClient.post(`${API_ADMIN_URL}/${resource}`, variables);
    return { data };
  },
  // The admin API updates with PUT (simple-rest would PATCH).
  update: async ({ resource, id, variables }) => {
    const { data } = await httpClient.put(`${API_ADMIN_URL}/${resource}/${id}`, variables);
    return { data };
  },
  deleteOne: async ({ resource, id }) => {
    const { data } = await httpClient.delete(`${API_ADMIN_URL}/${resource}/${id}`);
    return { data };
  },
  // One-off actions (stats, import, plan save): filters, sort and `query` make the query string for every method
  // (simple-rest drops them from writes). A GET the start page sent early is taken instead of sent again.
  custom: async ({ url, method, payload, filters, sorters, query, headers }) => {
    const target = customTarget(url, { filters, sorters, query });
    const config = headers && Object.keys(headers).length > 0 ? [{ headers }] : [];
    if (method === 'get' && config.length === 0) {
      const early = await takeEarlyRead(target);
      if (early !== undefined) return { data: early as never };
    }
    const { data } =
      method === 'post' || method === 'put' || method === 'patch'
        ? await httpClient[method](target, payload, ...config)
        : await httpClient[method](target, ...config);
    return { data };
  },
};
