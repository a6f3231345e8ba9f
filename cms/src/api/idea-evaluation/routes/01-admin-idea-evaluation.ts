import { adminRoutes } from '../../../route-access';

export default adminRoutes([
  { method: 'GET', path: '/admin/ideas/:id/evaluations', handler: 'api::idea-evaluation.admin-idea-evaluation.find' },
  { method: 'POST', path: '/admin/ideas/:id/evaluations', handler: 'api::idea-evaluation.admin-idea-evaluation.create' },
]);
