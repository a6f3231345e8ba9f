import { adminRoutes } from '../../../route-access';

export default adminRoutes([
  { method: 'GET', path: '/admin/products/:productId/plans', handler: 'api::plan.admin-plan.find' },
  { method: 'PUT', path: '/admin/products/:productId/plans/:planId', handler: 'api::plan.admin-plan.update' },
]);
