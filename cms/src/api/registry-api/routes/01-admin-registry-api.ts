import { adminRoutes } from '../../../route-access';
import { registryHandlers as api, teamHandlers as team } from '../../../api-registry/registry-handlers';

/**
 * The APIs registry: the list with its computed figures (one query per page), one API, its writes, its health probe
 * and history, and its owner team's members. Endpoints, customers, todos and deployments are resources of their own.
 */
export default adminRoutes([
  { method: 'GET', path: '/admin/apis', handler: api.list },
  { method: 'POST', path: '/admin/apis', handler: api.create },
  { method: 'GET', path: '/admin/apis/:id', handler: api.one },
  { method: 'PUT', path: '/admin/apis/:id', handler: api.update },
  { method: 'DELETE', path: '/admin/apis/:id', handler: api.delete },
  { method: 'POST', path: '/admin/apis/:id/health-check', handler: api.healthCheck },
  { method: 'GET', path: '/admin/apis/:id/health', handler: api.health },
  { method: 'GET', path: '/admin/apis/:id/team', handler: team.list },
  { method: 'POST', path: '/admin/apis/:id/team', handler: team.create },
  { method: 'PUT', path: '/admin/apis/:id/team/:recordId', handler: team.update },
  { method: 'DELETE', path: '/admin/apis/:id/team/:recordId', handler: team.delete },
]);
