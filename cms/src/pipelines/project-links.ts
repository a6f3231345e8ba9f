import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { PIPELINE_MESSAGES, pipelineStatus } from '@platform/shared';
import { httpError } from '../http-error';
import { pathId } from '../http-params';
import { pipelinesWithFigures } from './pipeline-store';
import { T } from './pipeline-tables';
import { isUniqueViolation } from '../db-errors';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
const knex = () => strapi.db.connection;
const RELATIONSHIPS = ['data_processing', 'data_source', 'reporting'] as const;

async function requireProject(id: number) {
  const project = await knex()('projects')
    .where({ id })
    .first('id', 'name', 'display_name', 'description', 'status', 'priority', 'project_type', 'company');
  if (!project) throw new errors.NotFoundError(PIPELINE_MESSAGES.projectNotFound);
  return project;
}

/** Projects as the pipelines see them: the list for linking, one project with its pipelines, and the links. */
export const projectLinkHandlers = {
  /** GET /admin/projects: `{ projects }` (id, name, display name, status), for the link dialog. */
  async list(ctx: Ctx) {
    const rows = await knex()('projects').select('id', 'name', 'display_name', 'status').orderBy('display_name');
    ctx.body = { projects: rows.map((row) => ({ ...row, id: Number(row.id) })) };
  },

  /** GET /admin/projects/:id: the project and the pipelines linked to it. */
  async one(ctx: Ctx) {
    const id = pathId(ctx.params, 'id', PIPELINE_MESSAGES.projectNotFound);
    const project = await requireProject(id);
    const rows = await pipelinesWithFigures(knex())
      .join(`${T.projectLinks} as l`, 'l.pipeline_id', 'p.id')
      .where('l.project_id', id)
      .select('l.relationship_type')
      .orderBy('p.name');
    ctx.body = {
      project: { ...project, id: Number(project.id) },
      pipelines: rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        type: row.type,
        status: pipelineStatus(Boolean(row.paused), row.last_run_status ? { status: row.last_run_status } : null),
        relationship_type: row.relationship_type,
      })),
    };
  },

  /** POST /admin/projects/:projectId/pipelines { pipeline_id, relationship_type }: 409 when linked already. */
  async link(ctx: Ctx) {
    const projectId = pathId(ctx.params, 'projectId', PIPELINE_MESSAGES.projectNotFound);
    await requireProject(projectId);
    const body = (ctx.request.body ?? {}) as { pipeline_id?: unknown; relationship_type?: unknown };
    const pipelineId = Number(body.pipeline_id);
    if (!Number.isInteger(pipelineId) || pipelineId < 1) throw new errors.ValidationError('pipeline_id must be a pipeline id.');
    const relationship = body.relationship_type === undefined ? 'data_processing' : String(body.relationship_type);
    if (!(RELATIONSHIPS as readonly string[]).includes(relationship))
      throw new errors.ValidationError(`relationship_type must be one of: ${RELATIONSHIPS.join(', ')}.`);
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
