import { adminRoutes } from '../../../route-access';
import { systemHealthHandler } from '../../../health/health-handlers';

// The probes' stored checks (src/health): what the dashboard's system health tab shows.
export default adminRoutes([{ method: 'GET', path: '/admin/system-health', handler: systemHealthHandler }]);
