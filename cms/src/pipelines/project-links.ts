import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { PIPELINE_MESSAGES, pipelineStatus, type ProjectLinks } from '@platform/shared';
import { httpError } from '../http-error';
import { pathId } from '../http-params';
import { pipelinesWithFigures } from './pipeline-store';
import { T } from './pipeline-tables';
import { isUniqueViolation } from '../db-errors';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
const knex = () => strapi.db.connection;

export const PIPELINE_RELATIONSHIPS = ['data_processing', 'data_source', 'reporting'] as const;

async function requireProject(id: number) {
  const project = await knex()('projects').where({ id }).first('id');
  if (!project) throw new errors.NotFoundError(PIPELINE_MESSAGES.projectNotFound);
  return project;
}

/** The pipelines linked to a project, each with its status as the pipelines list shows it (the Links tab). */
export async function linkedPipelines(db: Knex, projectId: number): Promise<ProjectLinks['pipelines']> {
  const rows = await pipelinesWithFigures(db)
    .join(`${T.projectLinks} as l`, 'l.pipeline_id', 'p.id')
    .where('l.project_id', projectId)
    .select('l.relationship_type')
    .orderBy('p.name');
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    type: row.type,
    status: pipelineStatus(Boolean(row.paused), row.last_run_status ? { status: row.last_run_status } : null),
    relationship_type: row.relationship_type,
  }));
}

/** The pipeline links of a project (the project itself, its list and its other links are in src/projects). */
export const projectLinkHandlers = {
  /** POST /admin/projects/:projectId/pipelines { pipeline_id, relationship_type }: 409 when linked already. */
  async link(ctx: Ctx) {
    const projectId = pathId(ctx.params, 'projectId', PIPELINE_MESSAGES.projectNotFound);
    await requireProject(projectId);
    const body = (ctx.request.body ?? {}) as { pipeline_id?: unknown; relationship_type?: unknown };
    const pipelineId = Number(body.pipeline_id);
    if (!Number.isInteger(pipelineId) || pipelineId < 1) throw new errors.ValidationError('pipeline_id must be a pipeline id.');
    const relationship = body.relationship_type === undefined ? 'data_processing' : String(body.relationship_type);
    if (!(PIPELINE_RELATIONSHIPS as readonly string[]).includes(relationship))
      throw new errors.ValidationError(`relationship_type must be one of: ${PIPELINE_RELATIONSHIPS.join(', ')}.`);
    if (!(await knex()(T.pipelines).where({ id: pipelineId }).first('id'))) throw new errors.NotFoundError(PIPELINE_MESSAGES.notFound);
    try {
      await knex()(T.projectLinks).insert({
        project_id: projectId,
        pipeline_id: pipelineId,
        relationship_type: relationship,
        created_at: new Date(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw httpError(409, PIPELINE_MESSAGES.alreadyLinked);
      throw error;
    }
    ctx.status = 201;
    ctx.body = { ok: true };
  },

  async unlink(ctx: Ctx) {
    const projectId = pathId(ctx.params, 'projectId', PIPELINE_MESSAGES.projectNotFound);
    const pipelineId = pathId(ctx.params, 'pipelineId', PIPELINE_MESSAGES.notFound);
    const removed = await knex()(T.projectLinks).where({ project_id: projectId, pipeline_id: pipelineId }).delete();
    if (!removed) throw new errors.NotFoundError('The pipeline is not linked to this project.');
    ctx.body = { ok: true };
  },
};
