import simpleRestDataProvider from '@refinedev/simple-rest';
import type { DataProvider } from '@refinedev/core';
import { API_ADMIN_URL } from '../config/constants';
import { httpClient } from './http-client';

const base = simpleRestDataProvider(API_ADMIN_URL, httpClient);

export const dataProvider: DataProvider = {
  ...base,
  // simple-rest updates with PATCH; the admin API takes PUT.
  update: (params) => base.update({ ...params, meta: { method: 'put', ...params.meta } }),
};
