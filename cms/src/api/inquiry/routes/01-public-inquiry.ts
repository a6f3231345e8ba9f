import { publicRoutes } from '../../../route-access';

export default publicRoutes([
  { method: 'POST', path: '/inquiries', handler: 'api::inquiry.inquiry.submit', middlewares: ['global::inquiry-rate-limit'] },
]);
