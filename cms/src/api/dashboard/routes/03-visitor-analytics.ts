import { adminOnlyRoutes } from '../../../route-access';
import { visitorAnalyticsHandler } from '../../../dashboard/visitor-analytics';
import { visitorJourneyHandler } from '../../../dashboard/visitor-journey';

// The visitors tab and its visitor dialog: admin calls on the paths the spec gives them, outside /api/admin.
export default adminOnlyRoutes([
  { method: 'GET', path: '/analytics/dashboard', handler: visitorAnalyticsHandler },
  { method: 'GET', path: '/analytics/visitors/:visitorId', handler: visitorJourneyHandler },
]);
