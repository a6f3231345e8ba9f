import { adminRoutes } from '../../../admin-routes';

export default adminRoutes([
  { method: 'GET', path: '/admin/ideas', handler: 'api::idea.admin-idea.find' },
  { method: 'POST', path: '/admin/ideas', handler: 'api::idea.admin-idea.create' },
  { method: 'GET', path: '/admin/ideas/:id', handler: 'api::idea.admin-idea.findOne' },
  { method: 'PUT', path: '/admin/ideas/:id', handler: 'api::idea.admin-idea.update' },
  { method: 'DELETE', path: '/admin/ideas/:id', handler: 'api::idea.admin-idea.delete' },
]);
