import { productAreaRoutes } from '../../../route-access';

// The property analytics area's data calls: the product-area guard on each; a listings page counts as a search,
// the figures as opening the area.
export default productAreaRoutes('property', [
  { method: 'GET', path: '/data/property/areas', handler: 'api::property-analytics.property-analytics.areas', use: 'open' },
  { method: 'GET', path: '/data/property/areas/:id', handler: 'api::property-analytics.property-analytics.area', use: 'open' },
  { method: 'GET', path: '/data/property/listings', handler: 'api::property-analytics.property-analytics.listings', use: 'searches' },
]);
