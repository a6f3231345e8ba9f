import { adminRoutes } from '../../../admin-routes';

export default adminRoutes([{ method: 'POST', path: '/admin/ideas/:id/comments', handler: 'api::idea-comment.admin-idea-comment.create' }]);
