import { adminRoutes } from '../../../route-access';

export default adminRoutes([
  { method: 'GET', path: '/admin/analytics/excluded-ips', handler: 'api::page-visit.excluded-ips.find' },
  { method: 'POST', path: '/admin/analytics/excluded-ips', handler: 'api::page-visit.excluded-ips.create' },
  { method: 'DELETE', path: '/admin/analytics/excluded-ips/:id', handler: 'api::page-visit.excluded-ips.delete' },
]);
