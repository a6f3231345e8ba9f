import { DATA_API_PRODUCT } from '@platform/shared';
import { productAreaRoutes } from '../../../route-access';

// The signed-in user's keys for the public data API (/api/public/v1): the data product's area guard, with a bearer
// token only, as for a template product's keys.
const KEYS = '/auth/api-keys';
const handler = (action: string) => `api::product-api-key.product-api-key.${action}`;

export default productAreaRoutes(
  DATA_API_PRODUCT,
  [
    { method: 'GET', path: KEYS, handler: handler('list'), use: 'open' },
    { method: 'POST', path: KEYS, handler: handler('create'), use: 'open' },
    { method: 'DELETE', path: `${KEYS}/:keyId`, handler: handler('delete'), use: 'open' },
  ],
  { bearerOnly: true },
);
