import { TASK_STATUSES, IDEA_MESSAGES, TASK_MESSAGES, validateTaskInput, type TaskInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { service } from '../../../services';
import { ideaExists } from '../../idea/idea-rows';

const tasks = () => service(strapi, 'ideaTasks');

/**
 * An idea's task board. The list is in board order: the columns todo, in_progress, done (their names sort the other
 * way round), cards by position. Writes keep each column's positions 0..n-1 (the service moves the others).
 */
export default adminResource<TaskInput>({
  uid: 'api::idea-task.idea-task',
  path: '/admin/ideas/:id/tasks',
  idParam: 'taskId',
  parent: { param: 'id', attribute: 'idea_id', exists: (id) => ideaExists(strapi.db.connection, id), notFound: IDEA_MESSAGES.notFound },
  fields: { list: ['id', 'title', 'description', 'status', 'position', 'created_at'] },
  validate: validateTaskInput,
  filters: ['status'],
  filterValues: { status: TASK_STATUSES },
  sort: { fields: ['position', 'title', 'created_at'], default: [['status', 'desc'], ['position', 'asc'], ['id', 'asc']] },
  search: ['title', 'description'],
  notFound: TASK_MESSAGES.notFound,
  write: {
    create: async (input, { parentId }) => (await tasks().add(parentId as number, input)) as unknown as Record<string, unknown>,
    update: async (id, input, { parentId }) => (await tasks().change(parentId as number, id, input)) as unknown as Record<string, unknown> | null,
    delete: (id, { parentId }) => tasks().remove(parentId as number, id),
  },
});
