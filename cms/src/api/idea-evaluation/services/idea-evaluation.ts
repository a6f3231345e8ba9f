import { factories } from '@strapi/strapi';
import { overallScore, type EvaluationInput, type IdeaEvaluation } from '@platform/shared';
import type { Knex } from 'knex';
import { toIsoDate } from '../../../db-values';
import { ideaExists } from '../../idea/idea-rows';

export const EVALUATION_UID = 'api::idea-evaluation.idea-evaluation';

const COLUMNS = ['id', 'overall_score', 'evaluator_name', 'evaluator_email', 'created_at'];

export default factories.createCoreService(EVALUATION_UID, ({ strapi }) => ({
  /** Records an evaluation and recounts the idea's evaluation_count in one transaction; null when the idea is missing. */
  async add(ideaId: number, input: EvaluationInput, evaluator: { email: string; name: string }): Promise<IdeaEvaluation | null> {
    return strapi.db.transaction(async ({ trx }) => {
      if (!(await ideaExists(trx, ideaId))) return null;
      const created = await strapi.db.query(EVALUATION_UID).create({
        data: { idea_id: ideaId, ...input, overall_score: overallScore(input), evaluator_email: evaluator.email, evaluator_name: evaluator.name },
      });
      const counted = await trx('idea_evaluations').count({ n: '*' }).where({ idea_id: ideaId }).first();
      await trx('ideas').where({ id: ideaId }).update({ evaluation_count: Number(counted?.n ?? 0) });
      const [row] = await this.listFor(ideaId, trx).then((rows: IdeaEvaluation[]) => rows.filter((r) => r.id === created.id));
      return row;
    });
  },

  /** An idea's evaluations, oldest first (the sidebar lists the first three evaluators). */
  async listFor(ideaId: number, db: Knex = strapi.db.connection): Promise<IdeaEvaluation[]> {
    const rows = await db('idea_evaluations')
      .select(COLUMNS)
      .where({ idea_id: ideaId })
      .orderBy([{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }]);
    return rows.map((row: Record<string, unknown>) => ({ ...row, overall_score: Number(row.overall_score), created_at: toIsoDate(row.created_at) }) as IdeaEvaluation);
  },
}));
