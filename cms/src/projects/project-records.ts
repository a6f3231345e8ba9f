import { PROJECT_MESSAGES } from '@platform/shared';
import { projectExists } from './project-store';

/** The parent check of a project's records: an unknown project is a 404 with the project's message. */
export const projectParent = {
  param: 'projectId',
  attribute: 'project_id',
  exists: projectExists,
  notFound: PROJECT_MESSAGES.notFound,
};
