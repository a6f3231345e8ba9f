import { adminRoutes } from '../../../route-access';
import { projectLinkHandlers as projects } from '../../../pipelines/project-links';

/** Projects as far as pipelines reach: the list to link to, one project with its pipelines, and the links. */
export default adminRoutes([
  { method: 'GET', path: '/admin/projects', handler: projects.list },
  { method: 'GET', path: '/admin/projects/:id', handler: projects.one },
  { method: 'POST', path: '/admin/projects/:projectId/pipelines', handler: projects.link },
  { method: 'DELETE', path: '/admin/projects/:projectId/pipelines/:pipelineId', handler: projects.unlink },
]);
