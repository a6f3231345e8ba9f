import { adminRoutes } from '../../../route-access';

export default adminRoutes([
  { method: 'GET', path: '/admin/logs', handler: 'api::log-entry.admin-log.find' },
  { method: 'GET', path: '/admin/logs/stats', handler: 'api::log-entry.admin-log.stats' },
  { method: 'POST', path: '/admin/logs/cleanup', handler: 'api::log-entry.admin-log.cleanup' },
]);
