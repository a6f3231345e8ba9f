import { adminRoutes } from '../../../route-access';
import { transferHandlers } from '../../../api-registry/registry-transfer';

/** Before /admin/apis/:id, which would take 'export' and 'import' for ids. */
export default adminRoutes([
  { method: 'GET', path: '/admin/apis/export', handler: transferHandlers.export },
  { method: 'POST', path: '/admin/apis/import', handler: transferHandlers.import },
]);
