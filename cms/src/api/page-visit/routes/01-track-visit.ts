import { publicRoutes } from '../../../route-access';

export default publicRoutes([
  { method: 'POST', path: '/track/visit', handler: 'api::page-visit.track-visit.visit', middlewares: ['global::tracking-rate-limit'] },
]);
