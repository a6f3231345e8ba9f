import { adminRoutes } from '../../../route-access';
import { projectHandlers as project } from '../../../projects/project-handlers';
import { projectLinkHandlers as pipelines } from '../../../pipelines/project-links';

/**
 * The projects: the list with its computed figures (one query per page), one project, its writes (the delete takes
 * its records and links along), and its links to pipelines and registry APIs. Todos, notes, events and reminders are
 * resources of their own.
 */
export default adminRoutes([
  { method: 'GET', path: '/admin/projects', handler: project.list },
  { method: 'POST', path: '/admin/projects', handler: project.create },
  { method: 'GET', path: '/admin/projects/:id', handler: project.one },
  { method: 'PUT', path: '/admin/projects/:id', handler: project.update },
  { method: 'DELETE', path: '/admin/projects/:id', handler: project.delete },
  { method: 'GET', path: '/admin/projects/:id/links', handler: project.links },
  { method: 'POST', path: '/admin/projects/:projectId/pipelines', handler: pipelines.link },
  { method: 'DELETE', path: '/admin/projects/:projectId/pipelines/:pipelineId', handler: pipelines.unlink },
  { method: 'POST', path: '/admin/projects/:projectId/apis', handler: project.linkApi },
  { method: 'DELETE', path: '/admin/projects/:projectId/apis/:apiId', handler: project.unlinkApi },
]);
