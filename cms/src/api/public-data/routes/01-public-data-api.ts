import { DATA_API_PRODUCT } from '@platform/shared';
import { productAreaRoutes } from '../../../route-access';

// The public data API (/api/public/v1): an API key of the data product only (x-api-key), its holder's access to
// the product, the hourly limit per holder, and each answered call counted in their apiCalls.
const handler = (action: string) => `api::public-data.public-data.${action}`;
const LIMITED = ['global::public-api-rate-limit'];

export default productAreaRoutes(
  DATA_API_PRODUCT,
  [
    { method: 'GET', path: '/public/v1/areas', handler: handler('areas'), use: 'apiCalls', middlewares: LIMITED },
    { method: 'GET', path: '/public/v1/areas/:id', handler: handler('area'), use: 'apiCalls', middlewares: LIMITED },
    { method: 'GET', path: '/public/v1/listings', handler: handler('listings'), use: 'apiCalls', middlewares: LIMITED },
  ],
  { keyOnly: true },
);
