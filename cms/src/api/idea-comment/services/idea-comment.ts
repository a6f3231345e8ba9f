import { factories } from '@strapi/strapi';
import type { IdeaComment } from '@platform/shared';
import { withApiTimestamps } from '../../../db-values';
import { displayName } from '../../../user-name';
import { ideaExists, recountIdeaChildren } from '../../idea/idea-rows';

export const COMMENT_UID = 'api::idea-comment.idea-comment';

interface Author {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}

const SELECT = ['id', 'comment', 'user_email', 'user_name', 'createdAt'];
const toApiComment = (row: Record<string, unknown>) => withApiTimestamps<IdeaComment>(row);

export default factories.createCoreService(COMMENT_UID, ({ strapi }) => ({
  /** An idea's comments, newest first. */
  async listFor(ideaId: number): Promise<IdeaComment[]> {
    const rows = await strapi.db.query(COMMENT_UID).findMany({ select: SELECT, where: { idea_id: ideaId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
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
      await recountIdeaChildren(trx, ideaId, 'idea_comments', 'comment_count');
      return toApiComment(await strapi.db.query(COMMENT_UID).findOne({ select: SELECT, where: { id: created.id } }));
    });
  },
}));
