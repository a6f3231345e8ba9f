import { adminRoutes } from '../../../route-access';

// Fixed paths before /admin/ideas/:id, which would otherwise take them.
export default adminRoutes([
  { method: 'GET', path: '/admin/ideas', handler: 'api::idea.admin-idea.find' },
  { method: 'POST', path: '/admin/ideas', handler: 'api::idea.admin-idea.create' },
  { method: 'GET', path: '/admin/ideas/stats', handler: 'api::idea.admin-idea.stats' },
  { method: 'POST', path: '/admin/ideas/import', handler: 'api::idea.admin-idea-import.import' },
  { method: 'GET', path: '/admin/ideas/:id', handler: 'api::idea.admin-idea.findOne' },
  { method: 'PUT', path: '/admin/ideas/:id', handler: 'api::idea.admin-idea.update' },
  { method: 'DELETE', path: '/admin/ideas/:id', handler: 'api::idea.admin-idea.delete' },
  { method: 'POST', path: '/admin/ideas/:id/convert', handler: 'api::idea.admin-idea-convert.convert' },
]);
