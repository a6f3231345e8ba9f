import { adminRoutes } from '../../../route-access';

// Fixed paths before /admin/ideas/:id, which would otherwise take them.
export default adminRoutes([
  { method: 'GET', path: '/admin/ideas', handler: 'api::idea.admin-idea.find' },
  { method: 'POST', path: '/admin/ideas', handler: 'api::idea.admin-idea.create' },
  { method: 'GET', path: '/admin/ideas/stats', handler: 'api::idea.admin-idea.stats' },
  { method: 'POST', path: '/admin/ideas/import', handler: 'api::idea.admin-idea-import.import' },
  { method: 'POST', path: '/admin/ideas/imports', handler: 'api::idea.admin-idea-import.createStaged' },
  { method: 'PUT', path: '/admin/ideas/imports/:importId/parts/:part', handler: 'api::idea.admin-idea-import.addPart' },
  { method: 'POST', path: '/admin/ideas/imports/:importId/apply', handler: 'api::idea.admin-idea-import.applyStaged' },
  { method: 'DELETE', path: '/admin/ideas/imports/:importId', handler: 'api::idea.admin-idea-import.dropStaged' },
  { method: 'GET', path: '/admin/ideas/:id', handler: 'api::idea.admin-idea.findOne' },
  { method: 'PUT', path: '/admin/ideas/:id', handler: 'api::idea.admin-idea.update' },
  { method: 'DELETE', path: '/admin/ideas/:id', handler: 'api::idea.admin-idea.delete' },
  { method: 'POST', path: '/admin/ideas/:id/convert', handler: 'api::idea.admin-idea-convert.convert' },
]);
