import { factories } from '@strapi/strapi';
import type { IdeaEvaluation } from '@platform/shared';
import type { Knex } from 'knex';
import { toIsoDate } from '../../../db-values';

export const EVALUATION_UID = 'api::idea-evaluation.idea-evaluation';

export default factories.createCoreService(EVALUATION_UID, ({ strapi }) => ({
  /** An idea's evaluations, oldest first (the sidebar lists the first three evaluators). */
  async listFor(ideaId: number, db: Knex = strapi.db.connection): Promise<IdeaEvaluation[]> {
    const rows = await db('idea_evaluations')
      .select('id', 'overall_score', 'evaluator_name', 'evaluator_email', 'created_at')
      .where({ idea_id: ideaId })
      .orderBy([{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }]);
    return rows.map((row: Record<string, unknown>) => ({ ...row, overall_score: Number(row.overall_score), created_at: toIsoDate(row.created_at) }) as IdeaEvaluation);
  },
}));
