import { factories } from '@strapi/strapi';
import { overallScore, type EvaluationInput, type IdeaEvaluation } from '@platform/shared';
import { withApiTimestamps } from '../../../db-values';
import { ideaExists, recountIdeaChildren } from '../../idea/idea-rows';

export const EVALUATION_UID = 'api::idea-evaluation.idea-evaluation';

const SELECT = ['id', 'overall_score', 'evaluator_name', 'evaluator_email', 'createdAt'];
const toApiEvaluation = (row: Record<string, unknown>) => withApiTimestamps<IdeaEvaluation>({ ...row, overall_score: Number(row.overall_score) });

export default factories.createCoreService(EVALUATION_UID, ({ strapi }) => ({
  /** Records an evaluation and recounts the idea's evaluation_count in one transaction; null when the idea is missing. */
  async add(ideaId: number, input: EvaluationInput, evaluator: { email: string; name: string }): Promise<IdeaEvaluation | null> {
    return strapi.db.transaction(async ({ trx }) => {
      if (!(await ideaExists(trx, ideaId))) return null;
      const created = await strapi.db.query(EVALUATION_UID).create({
        data: { idea_id: ideaId, ...input, overall_score: overallScore(input), evaluator_email: evaluator.email, evaluator_name: evaluator.name },
      });
      await recountIdeaChildren(trx, ideaId, 'idea_evaluations', 'evaluation_count');
      return toApiEvaluation(await strapi.db.query(EVALUATION_UID).findOne({ select: SELECT, where: { id: created.id } }));
    });
  },

  /** An idea's evaluations, oldest first (the sidebar lists the first three evaluators). */
  async listFor(ideaId: number): Promise<IdeaEvaluation[]> {
    const rows = await strapi.db.query(EVALUATION_UID).findMany({ select: SELECT, where: { idea_id: ideaId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return rows.map(toApiEvaluation);
  },
}));
