import { adminRoutes } from '../../../route-access';

export default adminRoutes([{ method: 'POST', path: '/admin/ideas/:id/comments', handler: 'api::idea-comment.admin-idea-comment.create' }]);
