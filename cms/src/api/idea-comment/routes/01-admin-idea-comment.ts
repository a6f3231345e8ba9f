import { IDEA_MESSAGES, validateComment } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { service } from '../../../services';
import { ideaExists } from '../../idea/idea-rows';

/** Comments on an idea: added here, listed with the idea (newest first); the idea's comment_count follows. */
export default adminResource<{ comment: string }>({
  uid: 'api::idea-comment.idea-comment',
  path: '/admin/ideas/:id/comments',
  parent: { param: 'id', attribute: 'idea_id', exists: (id) => ideaExists(strapi.db.connection, id), notFound: IDEA_MESSAGES.notFound },
  fields: { list: ['id', 'comment', 'user_email', 'user_name', 'created_at'] },
  validate: (body) => {
    const checked = validateComment(body);
    return checked.ok ? { ok: true, value: { comment: checked.value } } : checked;
  },
  sort: { fields: ['created_at'], default: [['created_at', 'desc'], ['id', 'desc']] },
  notFound: IDEA_MESSAGES.notFound,
  actions: ['list', 'create'],
  write: {
    create: async (input, { parentId, ctx }) =>
      (await service(strapi, 'ideaComments').add(parentId as number, input.comment, ctx.state.user)) as unknown as Record<string, unknown>,
  },
});
