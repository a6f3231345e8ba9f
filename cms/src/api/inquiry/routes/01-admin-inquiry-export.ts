import { adminRoutes } from '../../../route-access';

// Before the resource's routes (files load alphabetically): '/admin/inquiries/:id' would take 'export' for an id.
export default adminRoutes([{ method: 'GET', path: '/admin/inquiries/export', handler: 'api::inquiry.inquiry.export' }]);
