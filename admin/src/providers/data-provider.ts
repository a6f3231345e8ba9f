import simpleRestDataProvider from '@refinedev/simple-rest';
import type { CrudFilter, DataProvider } from '@refinedev/core';
import { API_ADMIN_URL } from '../config/constants';
import { httpClient } from './http-client';

const base = simpleRestDataProvider(API_ADMIN_URL, httpClient);

/** Extra query parameters a list call may carry in `meta.queryParams`, e.g. { fields: 'all' }. */
export type ListQueryParams = Record<string, string>;

export const dataProvider: DataProvider = {
  ...base,
  // simple-rest builds its own query string; plain `eq` filters come out as `name=value`, which carries extras.
  getList: (params) => {
    const extra = (params.meta?.queryParams ?? {}) as ListQueryParams;
    const extraFilters: CrudFilter[] = Object.entries(extra).map(([field, value]) => ({ field, operator: 'eq', value }));
    return base.getList({ ...params, filters: [...(params.filters ?? []), ...extraFilters] });
  },
  // Writes carry no per-call headers; each answers the saved record.
  create: async ({ resource, variables }) => {
    const { data } = await httpClient.post(`${API_ADMIN_URL}/${resource}`, variables);
    return { data };
  },
  // The admin API updates with PUT (simple-rest would PATCH).
  update: async ({ resource, id, variables }) => {
    const { data } = await httpClient.put(`${API_ADMIN_URL}/${resource}/${id}`, variables);
    return { data };
  },
};
