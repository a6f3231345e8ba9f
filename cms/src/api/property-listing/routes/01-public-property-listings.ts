import { publicRoutes } from '../../../route-access';

// The listings product is public; a signed-in caller's token is read only to mark what they saved.
export default publicRoutes([
  { method: 'GET', path: '/property-listings', handler: 'api::property-listing.property-listing.search' },
  { method: 'GET', path: '/property-listings/insights', handler: 'api::property-listing.property-listing.insights' },
]);
