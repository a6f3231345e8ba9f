import { adminRoutes } from '../../../route-access';

export default adminRoutes([
  { method: 'POST', path: '/admin/ideas/:id/attachments', handler: 'api::idea-attachment.admin-idea-attachment.create' },
  { method: 'GET', path: '/admin/ideas/:id/attachments/:attachmentId/download', handler: 'api::idea-attachment.admin-idea-attachment.download' },
  { method: 'DELETE', path: '/admin/ideas/:id/attachments/:attachmentId', handler: 'api::idea-attachment.admin-idea-attachment.delete' },
]);
