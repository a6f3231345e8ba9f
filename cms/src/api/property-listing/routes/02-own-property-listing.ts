import { signedInRoutes } from '../../../route-access';

// The owner's changes to one listing; anyone else gets 404, as if it were not there.
export default signedInRoutes([
  { method: 'PUT', path: '/property-listings/:finnCode(\\d+)', handler: 'api::property-listing.property-listing.edit' },
  { method: 'DELETE', path: '/property-listings/:finnCode(\\d+)', handler: 'api::property-listing.property-listing.remove' },
  { method: 'POST', path: '/property-listings/:finnCode(\\d+)/publish', handler: 'api::property-listing.property-listing.publish' },
  { method: 'POST', path: '/property-listings/:finnCode(\\d+)/unpublish', handler: 'api::property-listing.property-listing.unpublish' },
]);
