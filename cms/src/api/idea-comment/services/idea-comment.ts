import { factories } from '@strapi/strapi';
import type { IdeaComment } from '@platform/shared';
import type { Knex } from 'knex';
import { toIsoDate } from '../../../db-values';
import { displayName } from '../../../user-name';
import { ideaExists } from '../../idea/idea-rows';

export const COMMENT_UID = 'api::idea-comment.idea-comment';

interface Author {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}

const toApiComment = (row: Record<string, unknown>) => ({ ...row, created_at: toIsoDate(row.created_at) }) as IdeaComment;

export default factories.createCoreService(COMMENT_UID, ({ strapi }) => ({
  /** An idea's comments, newest first. */
  async listFor(ideaId: number, db: Knex = strapi.db.connection): Promise<IdeaComment[]> {
    const rows = await db('idea_comments')
      .select('id', 'comment', 'user_email', 'user_name', 'created_at')
      .where({ idea_id: ideaId })
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    return rows.map(toApiComment);
  },

  /** Adds a comment and recounts the idea's comment_count in the same transaction, so the count stays true. */
  async add(ideaId: number, text: string, author: Author): Promise<IdeaComment | null> {
    return strapi.db.transaction(async ({ trx }) => {
      if (!(await ideaExists(trx, ideaId))) return null;
      const created = await strapi.db.query(COMMENT_UID).create({
        data: {
          idea_id: ideaId,
          comment: text,
          user_email: author.email,
          user_name: displayName(author),
        },
      });
      const counted = await trx('idea_comments').count({ n: '*' }).where({ idea_id: ideaId }).first();
      await trx('ideas').where({ id: ideaId }).update({ comment_count: Number(counted?.n ?? 0) });
      const row = await trx('idea_comments').select('id', 'comment', 'user_email', 'user_name', 'created_at').where({ id: created.id }).first();
      return toApiComment(row);
    });
  },
}));
