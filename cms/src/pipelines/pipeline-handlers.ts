import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { PIPELINE_MESSAGES, PIPELINE_TYPES, PIPELINE_STATUSES, validatePipelineInput, type PipelineDetail } from '@platform/shared';
import { pageOf as queryPage, RESOURCE_MESSAGES, single as singleParam } from '../admin-resource';
import { httpError } from '../http-error';
import { pathId } from '../http-params';
import { validationError } from '../validation-error';
import { whereAnyContains } from '../knex-search';
import { sendPipelineRun } from '../jobs/platform-jobs';
import { datasetPage, deleteDataset, listDatasets } from './dataset-store';
import {
  createPipeline,
  deletePipeline,
  findPipeline,
  keepSecrets,
  LIST_SORTS,
  pipelinesWithFigures,
  setIngestToken,
  setPaused,
  storedPipeline,
  toPipeline,
  updatePipeline,
} from './pipeline-store';
import { T } from './pipeline-tables';
import { activeRunStatuses, createQueuedRun, toRun } from './run-store';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
const knex = () => strapi.db.connection;
const pipelineId = (ctx: Ctx) => pathId(ctx.params, 'id', PIPELINE_MESSAGES.notFound);

const single = (ctx: Ctx, name: string) => singleParam(ctx.query, name);
const pageOf = (ctx: Ctx) => queryPage(ctx.query);

async function requirePipeline(id: number) {
  const pipeline = await storedPipeline(knex(), id);
  if (!pipeline) throw new errors.NotFoundError(PIPELINE_MESSAGES.notFound);
  return pipeline;
}

const detail = async (id: number): Promise<PipelineDetail> => (await findPipeline(knex(), id))!;
const isRunning = async (id: number) => Boolean(await knex()(T.runs).where({ pipeline_id: id }).whereIn('status', activeRunStatuses).first('id'));

export const pipelineHandlers = {
  /** GET /admin/pipelines: a page with x-total-count, or `{ pipelines }` without paging; q, type and status filter. */
  async list(ctx: Ctx) {
    const q = single(ctx, 'q')?.trim().toLowerCase();
    if (q && q.length > 200) throw new errors.ValidationError(RESOURCE_MESSAGES.searchTooLong);
    const type = single(ctx, 'type');
    const status = single(ctx, 'status');
    if (type && !(PIPELINE_TYPES as readonly string[]).includes(type)) throw new errors.ValidationError(PIPELINE_MESSAGES.badType);
    if (status && !(PIPELINE_STATUSES as readonly string[]).includes(status))
      throw new errors.ValidationError(`status must be one of: ${PIPELINE_STATUSES.join(', ')}.`);
    const sortBy = single(ctx, '_sort') ?? 'name';
    const order = (single(ctx, '_order') ?? 'asc').toLowerCase();
    if (!(LIST_SORTS as readonly string[]).includes(sortBy)) throw new errors.ValidationError(RESOURCE_MESSAGES.badSort(LIST_SORTS));
    if (order !== 'asc' && order !== 'desc') throw new errors.ValidationError(RESOURCE_MESSAGES.badOrder);
    const filtered = knex()
      .select('*')
      .from(pipelinesWithFigures(knex()).as('t'))
      .modify((query) => {
        if (type) query.where('t.type', type);
        if (status) query.where('t.status', status);
        if (q) whereAnyContains(query, ['t.name', 't.description'], q);
      });
    const page = pageOf(ctx);
    const [{ total }] = (await knex().count({ total: '*' }).from(filtered.clone().as('c'))) as { total: number | string }[];
    const rows = await filtered
      .orderByRaw(`(t.${sortBy} IS NULL) asc`)
      .orderBy(`t.${sortBy}`, order)
      .orderBy('t.id', 'asc')
      .modify((query) => (page ? query.offset(page.offset).limit(page.limit) : query));
    ctx.set('x-total-count', String(total));
    ctx.body = page
      ? rows.map((row: Record<string, unknown>) => toPipeline(row))
      : { pipelines: rows.map((row: Record<string, unknown>) => toPipeline(row)) };
  },

  async one(ctx: Ctx) {
    const found = await findPipeline(knex(), pipelineId(ctx));
    if (!found) throw new errors.NotFoundError(PIPELINE_MESSAGES.notFound);
    ctx.body = found;
  },

  async create(ctx: Ctx) {
    const checked = validatePipelineInput(ctx.request.body);
    if (!checked.ok) throw validationError(checked.errors);
    const secrets = keepSecrets(checked.value.steps, []);
    if (secrets.errors.length) throw validationError(secrets.errors);
    const { id, token } = await createPipeline(knex(), checked.value);
    ctx.status = 201;
    ctx.body = { ...(await detail(id)), ...(token ? { ingest_token: token } : {}) };
  },

  async update(ctx: Ctx) {
    const id = pipelineId(ctx);
    const before = await requirePipeline(id);
    const checked = validatePipelineInput(ctx.request.body);
    if (!checked.ok) throw validationError(checked.errors);
    const secrets = keepSecrets(checked.value.steps, before.steps);
    if (secrets.errors.length) throw validationError(secrets.errors);
    await updatePipeline(knex(), id, { ...checked.value, steps: secrets.steps }, before);
    ctx.body = await detail(id);
  },

  async delete(ctx: Ctx) {
    const id = pipelineId(ctx);
    await requirePipeline(id);
    if (await isRunning(id)) throw httpError(409, PIPELINE_MESSAGES.alreadyRunning);
    await deletePipeline(knex(), id);
    ctx.body = { ok: true };
  },

  /** POST /admin/pipelines/:id/run: a queued run (202) that the job runner takes; 409 while one is queued or running. */
  async run(ctx: Ctx) {
    const pipeline = await requirePipeline(pipelineId(ctx));
    if (pipeline.type === 'streaming') throw new errors.ValidationError(PIPELINE_MESSAGES.streamingRunNow);
    const run = await createQueuedRun(knex(), pipeline.id, 'manual');
    await sendPipelineRun(run.id);
    ctx.status = 202;
    ctx.body = run;
  },

  async pause(ctx: Ctx) {
    const pipeline = await requirePipeline(pipelineId(ctx));
    if (pipeline.paused) throw httpError(409, PIPELINE_MESSAGES.notActive);
    await setPaused(knex(), pipeline, true);
    ctx.body = (await detail(pipeline.id)).pipeline;
  },

  async resume(ctx: Ctx) {
    const pipeline = await requirePipeline(pipelineId(ctx));
    if (!pipeline.paused) throw httpError(409, PIPELINE_MESSAGES.notPaused);
    await setPaused(knex(), pipeline, false);
    ctx.body = (await detail(pipeline.id)).pipeline;
  },

  /** POST /admin/pipelines/:id/ingest-token: a new token, answered once; the old one stops working. */
  async ingestToken(ctx: Ctx) {
    const pipeline = await requirePipeline(pipelineId(ctx));
    if (pipeline.type !== 'streaming') throw new errors.ValidationError(PIPELINE_MESSAGES.notStreaming);
    ctx.body = { token: await setIngestToken(knex(), pipeline.id) };
  },

  /** GET /admin/pipelines/:id/runs: newest first. */
  async runs(ctx: Ctx) {
    const id = pipelineId(ctx);
    await requirePipeline(id);
    const page = pageOf(ctx) ?? { offset: 0, limit: 100 };
    const [rows, [{ total }]] = await Promise.all([
      knex()(T.runs).where({ pipeline_id: id }).orderBy('id', 'desc').offset(page.offset).limit(page.limit),
      knex()(T.runs).where({ pipeline_id: id }).count({ total: '*' }),
    ]);
    ctx.set('x-total-count', String(total));
    ctx.body = { runs: rows.map((row) => toRun(row)) };
  },

  /** GET /admin/pipelines/runs/:runId: the run with its step log and first records. */
  async oneRun(ctx: Ctx) {
    const runId = pathId(ctx.params, 'runId', PIPELINE_MESSAGES.runNotFound);
    const row = await knex()(`${T.runs} as r`)
      .join(`${T.pipelines} as p`, 'p.id', 'r.pipeline_id')
      .where('r.id', runId)
      .first('r.*', 'p.name as pipeline_name');
    if (!row) throw new errors.NotFoundError(PIPELINE_MESSAGES.runNotFound);
    ctx.body = toRun(row, true);
  },
};

export const datasetHandlers = {
  async list(ctx: Ctx) {
    ctx.body = { datasets: await listDatasets(knex()) };
  },
  async one(ctx: Ctx) {
    const page = pageOf(ctx) ?? { offset: 0, limit: 50 };
    const answer = await datasetPage(knex(), String(ctx.params.name), page.offset, page.limit);
    ctx.set('x-total-count', String(answer.total));
    ctx.body = answer;
  },
  async delete(ctx: Ctx) {
    await deleteDataset(knex(), String(ctx.params.name));
    ctx.body = { ok: true };
  },
};
