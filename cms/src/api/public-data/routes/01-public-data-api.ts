import { DATA_API_PRODUCT } from '@platform/shared';
import { productAreaRoutes } from '../../../route-access';

// The public data API (/api/public/v1): an API key of the data product only (x-api-key), its holder's access to
// the product, the hourly limit per holder (as on every product route), and each answered call counted in their apiCalls.
const handler = (action: string) => `api::public-data.public-data.${action}`;

export default productAreaRoutes(
  DATA_API_PRODUCT,
  [
    { method: 'GET', path: '/public/v1/areas', handler: handler('areas'), use: 'apiCalls' },
    { method: 'GET', path: '/public/v1/areas/:id', handler: handler('area'), use: 'apiCalls' },
    { method: 'GET', path: '/public/v1/listings', handler: handler('listings'), use: 'apiCalls' },
  ],
  { keyOnly: true },
);
