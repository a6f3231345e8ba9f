import { adminRoutes } from '../../../route-access';
import { transferHandlers } from '../../../projects/project-transfer';

/** Before /admin/projects/:id, which would take 'export' and 'import' for ids. */
export default adminRoutes([
  { method: 'GET', path: '/admin/projects/export', handler: transferHandlers.export },
  { method: 'POST', path: '/admin/projects/import', handler: transferHandlers.import },
]);
