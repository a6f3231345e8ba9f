import { PROJECT_MESSAGES, validateProjectTodoInput, type ProjectTodoInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { toIsoDate } from '../../../db-values';
import { toDay } from '../../../api-registry/registry-store';
import { PROJECT_RECORD_UIDS } from '../../../projects/project-store';
import { projectParent } from '../../../projects/project-records';

const todos = () => strapi.db.query(PROJECT_RECORD_UIDS.todos);

/**
 * A project's todos (the completed share is its progress): open ones first, then by due date. completed_at is the
 * moment a todo was completed, kept while it stays completed and cleared when it is opened again.
 */
export default adminResource<Partial<ProjectTodoInput>>({
  uid: PROJECT_RECORD_UIDS.todos,
  path: '/admin/projects/:projectId/todos',
  idParam: 'todoId',
  parent: projectParent,
  fields: { list: ['id', 'title', 'description', 'completed', 'due_date', 'assignee', 'completed_at', 'created_at'] },
  toApi: (row) => ({
    ...row,
    description: row.description ?? '',
    assignee: row.assignee ?? '',
    completed: row.completed === true,
    due_date: toDay(row.due_date),
    completed_at: toIsoDate(row.completed_at),
  }),
  validate: validateProjectTodoInput,
  sort: {
    fields: ['title', 'due_date', 'completed', 'assignee', 'created_at'],
    default: [
      ['completed', 'asc'],
      ['due_date', 'asc'],
      ['id', 'asc'],
    ],
  },
  filters: ['assignee'],
  search: ['title', 'description', 'assignee'],
  notFound: PROJECT_MESSAGES.recordNotFound,
  toData: (input, _context, mode) => (mode === 'create' ? { ...input, completed_at: input.completed ? new Date() : null } : input),
  write: {
    async update(id, input) {
      const stored = await todos().findOne({ select: ['completed'], where: { id } });
      if (!stored) return null;
      const data: Record<string, unknown> = { ...input };
      if (input.completed === true && stored.completed !== true) data.completed_at = new Date();
      if (input.completed === false) data.completed_at = null;
      return todos().update({ where: { id }, data });
    },
  },
});
