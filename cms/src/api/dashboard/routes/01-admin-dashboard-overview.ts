import { adminRoutes } from '../../../route-access';
import { dashboardOverviewHandler } from '../../../dashboard/overview';
import { dashboardMetricsHandler } from '../../../dashboard/metrics';

// The dashboard's overview cards and its metrics tab (src/dashboard), with the header's switches in the query.
export default adminRoutes([
  { method: 'GET', path: '/admin/dashboard-overview', handler: dashboardOverviewHandler },
  { method: 'GET', path: '/admin/metrics', handler: dashboardMetricsHandler },
]);
