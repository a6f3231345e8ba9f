import { signedInRoutes } from '../../../route-access';

// A user's saved listings and own listings.
export default signedInRoutes([
  { method: 'GET', path: '/property-listings/saved', handler: 'api::property-listing.property-listing.saved' },
  { method: 'PUT', path: '/property-listings/saved/:finnCode', handler: 'api::property-listing.property-listing.save' },
  { method: 'DELETE', path: '/property-listings/saved/:finnCode', handler: 'api::property-listing.property-listing.unsave' },
  { method: 'GET', path: '/property-listings/mine', handler: 'api::property-listing.property-listing.mine' },
]);
