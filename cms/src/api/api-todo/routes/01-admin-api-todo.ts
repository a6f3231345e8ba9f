import { API_REGISTRY_MESSAGES, validateApiTodoInput, type ApiTodoInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { apiParent, RECORD_UIDS, toDay } from '../../../api-registry/registry-store';

/** An API's todos (those not done are its active_todo_count), open ones first, each group in the order added. */
export default adminResource<Partial<ApiTodoInput>>({
  uid: RECORD_UIDS.todos,
  path: '/admin/apis/:id/todos',
  idParam: 'recordId',
  parent: apiParent(),
  fields: { list: ['id', 'title', 'done', 'due', 'created_at'] },
  toApi: ({ created_at, ...row }) => ({ ...row, done: row.done === true, due: toDay(row.due) }),
  validate: validateApiTodoInput,
  sort: {
    fields: ['title', 'due', 'done', 'created_at'],
    default: [
      ['done', 'asc'],
      ['id', 'asc'],
    ],
  },
  search: ['title'],
  notFound: API_REGISTRY_MESSAGES.recordNotFound,
});
