import { adminRoutes } from '../../../route-access';
import { adaptedCvHandlers as handlers } from '../../../consultancy/adapted-cvs';

const PATH = '/admin/consultancy/adapted-cvs';

/** CVs adapted for a customer or a candidate, and each one's PDF (opened in a new tab). */
export default adminRoutes([
  { method: 'GET', path: PATH, handler: handlers.list },
  { method: 'POST', path: PATH, handler: handlers.create },
  { method: 'GET', path: `${PATH}/:id`, handler: handlers.one },
  { method: 'PUT', path: `${PATH}/:id`, handler: handlers.update },
  { method: 'DELETE', path: `${PATH}/:id`, handler: handlers.delete },
  { method: 'GET', path: `${PATH}/:id/pdf`, handler: handlers.pdf },
]);
