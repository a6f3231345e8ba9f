import { factories } from '@strapi/strapi';
import type { SessionInput } from '@platform/shared';
import { toIsoDate, toList } from '../../../db-values';

export const SESSION_UID = 'api::idea-session.idea-session';
const TABLE = 'idea_sessions';
const SUMMARY = ['id', 'title', 'company', 'challenge_question', 'idea_count', 'created_at', 'updated_at'];
const FULL = [...SUMMARY, 'how_might_we_action', 'how_might_we_target', 'how_might_we_outcome', 'ideas', 'filter_state'];

function toApiSession(row: Record<string, unknown>) {
  const session: Record<string, unknown> = { ...row, created_at: toIsoDate(row.created_at), updated_at: toIsoDate(row.updated_at) };
  if ('ideas' in row) session.ideas = toList(row.ideas);
  if ('filter_state' in row) session.filter_state = typeof row.filter_state === 'string' ? JSON.parse(row.filter_state) : (row.filter_state ?? null);
  return session;
}

/** What a session stores: the wire payload, the count of its ideas, and (optionally) the scoring of its candidates. */
const toData = (input: SessionInput) => ({ ...input, idea_count: input.ideas.length });

export default factories.createCoreService(SESSION_UID, ({ strapi }) => ({
  /** Newest first, without the idea lists. */
  async listAll() {
    const rows = await strapi.db.connection(TABLE).select(SUMMARY).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    return rows.map(toApiSession);
  },

  async findById(id: number) {
    const row = await strapi.db.connection(TABLE).select(FULL).where({ id }).first();
    return row ? toApiSession(row) : null;
  },

  async add(input: SessionInput, email: string) {
    const created = await strapi.db.query(SESSION_UID).create({ data: { ...toData(input), created_by_email: email } });
    return this.findById(created.id);
  },

  async change(id: number, input: SessionInput) {
    if (!(await strapi.db.connection(TABLE).select('id').where({ id }).first())) return null;
    await strapi.db.query(SESSION_UID).update({ where: { id }, data: toData(input) });
    return this.findById(id);
  },

  async remove(id: number): Promise<boolean> {
    return (await strapi.db.connection(TABLE).where({ id }).delete()) > 0;
  },
}));
