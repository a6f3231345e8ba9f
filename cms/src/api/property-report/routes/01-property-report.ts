import { signedInRoutes } from '../../../route-access';

// Any signed-in user: the market analysis is free, the controller refuses the other types without access (403).
const SUBSCRIPTIONS = '/data/property/report-subscriptions';
const handler = (action: string) => `api::property-report.property-report.${action}`;

export default signedInRoutes([
  { method: 'POST', path: '/data/property/reports', handler: handler('generate') },
  { method: 'GET', path: SUBSCRIPTIONS, handler: handler('listSubscriptions') },
  { method: 'POST', path: SUBSCRIPTIONS, handler: handler('subscribe') },
  { method: 'DELETE', path: `${SUBSCRIPTIONS}/:id`, handler: handler('unsubscribe') },
  { method: 'POST', path: `${SUBSCRIPTIONS}/:id/send`, handler: handler('send') },
]);
