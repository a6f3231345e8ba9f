import { productAreaRoutes } from '../../../route-access';

// The CRUD template's records: the area guard of the route's product on each call, counted as API calls.
const RECORDS = '/product-areas/:productId/records';
const handler = (action: string) => `api::product-record.product-record.${action}`;

export default productAreaRoutes(null, [
  { method: 'GET', path: RECORDS, handler: handler('list'), use: 'apiCalls' },
  { method: 'POST', path: RECORDS, handler: handler('create'), use: 'apiCalls' },
  { method: 'GET', path: `${RECORDS}/:recordId`, handler: handler('findOne'), use: 'apiCalls' },
  { method: 'PUT', path: `${RECORDS}/:recordId`, handler: handler('update'), use: 'apiCalls' },
  { method: 'DELETE', path: `${RECORDS}/:recordId`, handler: handler('delete'), use: 'apiCalls' },
]);
