import { adminRoutes } from '../../../route-access';
import { userActivityHandler } from '../../../dashboard/user-activity';
import { dashboardAnalysesHandler } from '../../../dashboard/analyses';

// The dashboard's user activity and analyses (funnel and cohorts) tabs (src/dashboard).
export default adminRoutes([
  { method: 'GET', path: '/admin/dashboard/activity', handler: userActivityHandler },
  { method: 'GET', path: '/admin/dashboard/analyses', handler: dashboardAnalysesHandler },
]);
