import { publicRoutes } from '../../../route-access';

// A finn code is digits: the pattern keeps these routes off the static paths beside them (saved, mine, insights,
// and the wizard's register and ai), whichever order the route files load in.
export default publicRoutes([
  { method: 'GET', path: '/property-listings/:finnCode(\\d+)', handler: 'api::property-listing.property-listing.detail' },
  {
    method: 'POST',
    path: '/property-listings/:finnCode(\\d+)/contact',
    handler: 'api::property-listing.property-listing.contact',
    middlewares: ['api::property-listing.contact-rate-limit'],
  },
]);
