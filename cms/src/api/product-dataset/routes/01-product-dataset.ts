import { productAreaRoutes } from '../../../route-access';

// The analytics dashboard template's dataset: the area guard of the route's product on each call; the downloads count
// as data downloads, every other call as an API call.
const DATASET = '/product-areas/:productId/dataset';
const handler = (action: string) => `api::product-dataset.product-dataset.${action}`;

export default productAreaRoutes(null, [
  { method: 'GET', path: DATASET, handler: handler('find'), use: 'apiCalls' },
  { method: 'PUT', path: DATASET, handler: handler('upload'), use: 'apiCalls' },
  { method: 'DELETE', path: DATASET, handler: handler('delete'), use: 'apiCalls' },
  { method: 'GET', path: `${DATASET}/report`, handler: handler('report'), use: 'apiCalls' },
  { method: 'GET', path: `${DATASET}/export`, handler: handler('export'), use: 'dataDownloads' },
]);
