import { validateSessionInput, type SessionInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { toIsoDate } from '../../../db-values';

const SUMMARY = ['id', 'title', 'company', 'challenge_question', 'idea_count', 'createdAt', 'updatedAt'];
const FULL = [...SUMMARY, 'how_might_we_action', 'how_might_we_target', 'how_might_we_outcome', 'ideas', 'filter_state'];

/** Brainstorming sessions: the list is newest first without the idea lists, `{ sessions }` unless paged. */
export default adminResource<SessionInput>({
  uid: 'api::idea-session.idea-session',
  path: '/admin/idea-generation/sessions',
  fields: { list: SUMMARY, one: FULL },
  toApi: ({ createdAt, updatedAt, ...session }) => ({ ...session, created_at: toIsoDate(createdAt), updated_at: toIsoDate(updatedAt) }),
  validate: validateSessionInput,
  toData: (input, { ctx }, mode) => ({ ...input, idea_count: input.ideas.length, ...(mode === 'create' ? { created_by_email: ctx.state.user.email } : {}) }),
  filters: ['company'],
  sort: { fields: ['created_at', 'title', 'idea_count'], default: [['created_at', 'desc'], ['id', 'desc']] },
  search: ['title', 'challenge_question'],
  notFound: 'Session not found.',
  listKey: 'sessions',
});
