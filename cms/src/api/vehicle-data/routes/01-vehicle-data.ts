import { VEHICLE_PRODUCT_ID } from '@platform/shared';
import { productAreaRoutes } from '../../../route-access';

// The vehicle analytics area's data calls: the product-area guard on each, a search counted as a search, the figures
// as API calls.
export default productAreaRoutes(VEHICLE_PRODUCT_ID, [
  { method: 'POST', path: '/data/vehicles/listings', handler: 'api::vehicle-data.vehicle-data.search', use: 'searches' },
  { method: 'GET', path: '/data/vehicles/overview', handler: 'api::vehicle-data.vehicle-data.overview', use: 'apiCalls' },
  { method: 'GET', path: '/data/vehicles/statistics', handler: 'api::vehicle-data.vehicle-data.statistics', use: 'apiCalls' },
]);
