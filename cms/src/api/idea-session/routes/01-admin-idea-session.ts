import { validateSessionInput, type SessionInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';

const SUMMARY = ['id', 'title', 'company', 'challenge_question', 'idea_count', 'created_at', 'updated_at'];
const FULL = [...SUMMARY, 'how_might_we_action', 'how_might_we_target', 'how_might_we_outcome', 'ideas', 'filter_state'];

/** Brainstorming sessions: the list is newest first without the idea lists, `{ sessions }` unless paged. */
export default adminResource<SessionInput>({
  uid: 'api::idea-session.idea-session',
  path: '/admin/idea-generation/sessions',
  fields: { list: SUMMARY, one: FULL },
  validate: validateSessionInput,
  toData: (input, { ctx }, mode) => ({ ...input, idea_count: input.ideas.length, ...(mode === 'create' ? { created_by_email: ctx.state.user.email } : {}) }),
  filters: ['company'],
  sort: { fields: ['created_at', 'title', 'idea_count'], default: [['created_at', 'desc'], ['id', 'desc']] },
  search: ['title', 'challenge_question'],
  notFound: 'Session not found.',
  listKey: 'sessions',
});
