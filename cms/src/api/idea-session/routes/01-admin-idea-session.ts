import { adminRoutes } from '../../../route-access';

export default adminRoutes([
  { method: 'GET', path: '/admin/idea-generation/sessions', handler: 'api::idea-session.admin-idea-session.find' },
  { method: 'POST', path: '/admin/idea-generation/sessions', handler: 'api::idea-session.admin-idea-session.create' },
  { method: 'GET', path: '/admin/idea-generation/sessions/:id', handler: 'api::idea-session.admin-idea-session.findOne' },
  { method: 'PUT', path: '/admin/idea-generation/sessions/:id', handler: 'api::idea-session.admin-idea-session.update' },
  { method: 'DELETE', path: '/admin/idea-generation/sessions/:id', handler: 'api::idea-session.admin-idea-session.delete' },
]);
