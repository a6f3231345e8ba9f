import { signedInRoutes } from '../../../route-access';

export default signedInRoutes([
  { method: 'GET', path: '/auth/product-access', handler: 'api::product-subscription.product-access.access' },
  { method: 'POST', path: '/auth/start-trial', handler: 'api::product-subscription.product-access.startTrial' },
  { method: 'GET', path: '/auth/subscriptions', handler: 'api::product-subscription.product-access.subscriptions' },
]);
