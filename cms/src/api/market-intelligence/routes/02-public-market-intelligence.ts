import { publicRoutes } from '../../../route-access';

// Opened from the confirmation mail, maybe on another device: the token is the only credential.
export default publicRoutes([
  {
    method: 'POST',
    path: '/market-intelligence/unsubscribe',
    handler: 'api::market-intelligence.market-intelligence.unsubscribe',
    middlewares: ['api::market-intelligence.unsubscribe-rate-limit'],
  },
]);
