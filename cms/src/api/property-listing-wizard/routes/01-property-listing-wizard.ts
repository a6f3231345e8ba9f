import { signedInRoutes } from '../../../route-access';

// The listing wizard's calls, each for a signed-in user. POST /property-listings shares its address with the public
// GET of the listings (another api folder): the router tells them apart by method.
export default signedInRoutes([
  { method: 'POST', path: '/property-listings', handler: 'api::property-listing-wizard.property-listing-wizard.publish' },
  { method: 'POST', path: '/property-listings/ai/description', handler: 'api::property-listing-wizard.property-listing-wizard.description' },
  { method: 'POST', path: '/property-listings/ai/pricing', handler: 'api::property-listing-wizard.property-listing-wizard.pricing' },
  { method: 'GET', path: '/property-listings/register', handler: 'api::property-listing-wizard.property-listing-wizard.register' },
]);
