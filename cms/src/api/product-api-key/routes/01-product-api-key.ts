import { productAreaRoutes } from '../../../route-access';

// The API integration template's keys: the area guard of the route's product, with a bearer token only (a key
// never manages keys, so a leaked one cannot make more). Managing keys counts as opening the product, not as API calls.
const KEYS = '/product-areas/:productId/api-keys';
const handler = (action: string) => `api::product-api-key.product-api-key.${action}`;

export default productAreaRoutes(
  null,
  [
    { method: 'GET', path: KEYS, handler: handler('list'), use: 'open' },
    { method: 'POST', path: KEYS, handler: handler('create'), use: 'open' },
    { method: 'DELETE', path: `${KEYS}/:keyId`, handler: handler('delete'), use: 'open' },
  ],
  { bearerOnly: true },
);
