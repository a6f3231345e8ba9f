import { adminRoutes } from '../../../route-access';

export default adminRoutes([
  { method: 'GET', path: '/admin/ideas/:id/tasks', handler: 'api::idea-task.admin-idea-task.find' },
  { method: 'POST', path: '/admin/ideas/:id/tasks', handler: 'api::idea-task.admin-idea-task.create' },
  { method: 'PUT', path: '/admin/ideas/:id/tasks/:taskId', handler: 'api::idea-task.admin-idea-task.update' },
  { method: 'DELETE', path: '/admin/ideas/:id/tasks/:taskId', handler: 'api::idea-task.admin-idea-task.delete' },
]);
