import crypto from 'node:crypto';
import type { Knex } from 'knex';
import {
  nextRunAfter,
  PIPELINE_INGEST_TOKEN_PREFIX,
  PIPELINE_MESSAGES,
  pipelineFigures,
  pipelineStatus,
  scheduleLabel,
  SECRET_MASK,
  type ApiConnectorConfig,
  type FieldError,
  type Pipeline,
  type PipelineDetail,
  type PipelineInput,
  type PipelineProjectLink,
  type PipelineRunStatus,
  type PipelineSchedule,
  type PipelineStep,
} from '@platform/shared';
import { toIsoDate, toList, toNumber, toObject } from '../db-values';
import { T } from './pipeline-tables';

/** A pipeline as stored, its steps with their real secret values. */
export interface StoredPipeline {
  id: number;
  name: string;
  type: Pipeline['type'];
  paused: boolean;
  steps: PipelineStep[];
  schedule: PipelineSchedule | null;
  ingest_token_hash: string | null;
}

export const LIST_SORTS = ['name', 'type', 'created_at', 'updated_at', 'next_run_at', 'last_run_at'] as const;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const newIngestToken = () => `${PIPELINE_INGEST_TOKEN_PREFIX}${crypto.randomBytes(24).toString('base64url')}`;

/**
 * Every pipeline with its run figures, its last run and its computed state, as plain columns (for filters and sorts).
 * The state's CASE is pipelineStatus (shared) said in SQL, so the list can filter on it; answers use pipelineStatus.
 */
export function pipelinesWithFigures(knex: Knex): Knex.QueryBuilder<any, any[]> {
  const counts = knex(T.runs)
    .select('pipeline_id')
    .count({ run_count: '*' })
    .select(
      knex.raw(`SUM(CASE WHEN status IN ('success', 'failed') THEN 1 ELSE 0 END) AS finished`),
      knex.raw(`SUM(CASE WHEN status = 'success' THEN 1 ELSE 0 END) AS succeeded`),
      knex.raw(`SUM(CASE WHEN status IN ('success', 'failed') AND duration_seconds IS NOT NULL THEN duration_seconds ELSE 0 END) AS duration_sum`),
      knex.raw(`SUM(CASE WHEN status IN ('success', 'failed') AND duration_seconds IS NOT NULL THEN 1 ELSE 0 END) AS duration_count`),
      knex.raw('SUM(records_processed) AS records'),
    )
    .groupBy('pipeline_id')
    .as('f');
  return knex(`${T.pipelines} as p`)
    .leftJoin(counts, 'f.pipeline_id', 'p.id')
    .leftJoin(`${T.runs} as lr`, (join) => join.on('lr.id', '=', knex.raw(`(SELECT MAX(r.id) FROM ${T.runs} r WHERE r.pipeline_id = p.id)`)))
    .select(
      'p.*',
      'f.run_count',
      'f.finished',
      'f.succeeded',
      'f.duration_sum',
      'f.duration_count',
      'f.records',
      'lr.id as last_run_id',
      'lr.status as last_run_status',
      'lr.started_at as last_run_started_at',
      'lr.completed_at as last_run_completed_at',
      'lr.created_at as last_run_at',
      knex.raw(
        `CASE WHEN lr.status IN ('queued', 'running') THEN 'running' WHEN p.paused THEN 'paused' WHEN lr.status = 'failed' THEN 'error' ELSE 'active' END AS status`,
      ),
    );
}

const storedSteps = (value: unknown) => toList(value) as PipelineStep[];

/** Secret header values never leave the server: they are answered as the mask. */
function maskSecrets(steps: PipelineStep[]): PipelineStep[] {
  return steps.map((step) =>
    step.type === 'api_connector'
      ? {
          ...step,
          config: {
            ...(step.config as ApiConnectorConfig),
            headers: (step.config as ApiConnectorConfig).headers.map((header) => (header.secret ? { ...header, value: SECRET_MASK } : header)),
          },
        }
      : step,
  );
}

/** A row of pipelinesWithFigures in the API's shape. */
export function toPipeline(row: Record<string, unknown>, projects: PipelineProjectLink[] = []): Pipeline {
  const steps = maskSecrets(storedSteps(row.steps));
  const schedule = toObject<PipelineSchedule>(row.schedule);
  const lastRunStatus = (row.last_run_status as PipelineRunStatus | null) ?? null;
  const figures = pipelineFigures({
    run_count: toNumber(row.run_count),
    finished: toNumber(row.finished),
    succeeded: toNumber(row.succeeded),
    duration_sum: toNumber(row.duration_sum),
    duration_count: toNumber(row.duration_count),
    records: toNumber(row.records),
  });
  const paused = Boolean(row.paused);
  return {
    id: Number(row.id),
    name: String(row.name),
    description: String(row.description ?? ''),
    type: row.type as Pipeline['type'],
    status: pipelineStatus(paused, lastRunStatus ? { status: lastRunStatus } : null),
    paused,
    config: { steps: steps.map(({ id: _id, ...step }) => step) },
    steps,
    schedule,
    schedule_label: scheduleLabel(schedule),
    next_run_at: paused ? null : toIsoDate(row.next_run_at),
    last_run: row.last_run_id
      ? {
          id: Number(row.last_run_id),
          status: lastRunStatus!,
          started_at: toIsoDate(row.last_run_started_at),
          completed_at: toIsoDate(row.last_run_completed_at),
        }
      : null,
    created_at: toIsoDate(row.created_at)!,
    updated_at: toIsoDate(row.updated_at)!,
    ...figures,
    has_ingest_token: Boolean(row.ingest_token_hash),
    projects,
  };
}

export async function projectsOf(knex: Knex, pipelineId: number): Promise<PipelineProjectLink[]> {
  const rows = await knex(`${T.projectLinks} as l`)
    .join('projects as pr', 'pr.id', 'l.project_id')
    .where('l.pipeline_id', pipelineId)
    .select('pr.id', 'pr.name', 'pr.display_name', 'l.relationship_type')
    .orderBy('pr.display_name');
  return rows.map((row) => ({
    project_id: Number(row.id),
    name: row.name,
    display_name: row.display_name,
    relationship_type: row.relationship_type,
  }));
}

export async function findPipeline(knex: Knex, id: number): Promise<PipelineDetail | null> {
  const row = await pipelinesWithFigures(knex).where('p.id', id).first();
  if (!row) return null;
  const [repos, notebooks, projects] = await Promise.all([
    knex(T.repos).where({ pipeline_id: id }).orderBy('position'),
    knex(T.notebooks).where({ pipeline_id: id }).orderBy('execution_order').orderBy('id'),
    projectsOf(knex, id),
  ]);
  return {
    pipeline: toPipeline(row, projects),
    git_repos: repos.map((repo) => ({
      id: Number(repo.id),
      repo_url: repo.repo_url,
      repo_name: repo.repo_name,
      branch: repo.branch,
      path: repo.path,
      purpose: repo.purpose,
      is_primary: Boolean(repo.is_primary),
    })),
    notebooks: notebooks.map((notebook) => ({
      id: Number(notebook.id),
      notebook_id: notebook.notebook_id ?? null,
      name: notebook.name,
      purpose: notebook.purpose,
      execution_order: Number(notebook.execution_order),
      is_primary: Boolean(notebook.is_primary),
    })),
  };
}

export async function storedPipeline(knex: Knex, id: number): Promise<StoredPipeline | null> {
  const row = await knex(T.pipelines).where({ id }).first();
  if (!row) return null;
  return {
    id: Number(row.id),
    name: row.name,
    type: row.type,
    paused: Boolean(row.paused),
    steps: storedSteps(row.steps),
    schedule: toObject<PipelineSchedule>(row.schedule),
    ingest_token_hash: row.ingest_token_hash ?? null,
  };
}

/**
 * A masked secret sent back keeps the stored value of the same step (by id) and header (by name); a mask with
 * nothing stored behind it is an error naming the step.
 */
export function keepSecrets(steps: PipelineStep[], stored: PipelineStep[]): { steps: PipelineStep[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const merged = steps.map((step, index) => {
    if (step.type !== 'api_connector') return step;
    const before = stored.find((candidate) => candidate.id === step.id && candidate.type === 'api_connector');
    const headers = (step.config as ApiConnectorConfig).headers.map((header, at) => {
      if (header.value !== SECRET_MASK) return header;
      const kept = (before?.config as ApiConnectorConfig | undefined)?.headers.find(
        (old) => old.name.toLowerCase() === header.name.toLowerCase() && old.secret,
      );
      if (!kept)
        errors.push({
          field: `steps[${index}].config.headers[${at}].value`,
          message: `Step ${index + 1} "${step.name}": type the value of the secret header ${header.name} again.`,
        });
      return { ...header, value: kept?.value ?? '' };
    });
    return { ...step, config: { ...(step.config as ApiConnectorConfig), headers } };
  });
  return { steps: merged, errors };
}

async function writeResources(trx: Knex.Transaction, pipelineId: number, input: PipelineInput): Promise<void> {
  await trx(T.repos).where({ pipeline_id: pipelineId }).delete();
  await trx(T.notebooks).where({ pipeline_id: pipelineId }).delete();
  if (input.git_repos.length) await trx(T.repos).insert(input.git_repos.map((repo, position) => ({ pipeline_id: pipelineId, ...repo, position })));
  if (input.notebooks.length)
    await trx(T.notebooks).insert(
      input.notebooks.map(({ notebook_name, ...notebook }) => ({ pipeline_id: pipelineId, ...notebook, name: notebook_name })),
    );
}

const scheduleText = (schedule: PipelineSchedule | null) => (schedule ? JSON.stringify(schedule) : null);

/** Makes a pipeline with its repositories and notebooks in one transaction; a streaming one gets its ingest token (answered once). */
export async function createPipeline(knex: Knex, input: PipelineInput): Promise<{ id: number; token: string | null }> {
  const now = new Date();
  const token = input.type === 'streaming' ? newIngestToken() : null;
  const id = await knex.transaction(async (trx) => {
    const [row] = await trx(T.pipelines)
      .insert({
        name: input.name,
        description: input.description,
        type: input.type,
        paused: false,
        steps: JSON.stringify(input.steps),
        schedule: scheduleText(input.schedule),
        next_run_at: input.schedule ? nextRunAfter(input.schedule, now) : null,
        ingest_token_hash: token ? hashToken(token) : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id');
    const pipelineId = Number(typeof row === 'object' ? row.id : row);
    await writeResources(trx, pipelineId, input);
    return pipelineId;
  });
  return { id, token };
}

/** Replaces a pipeline's definition in one transaction; a changed schedule is due again counted from now. */
export async function updatePipeline(knex: Knex, id: number, input: PipelineInput, before: StoredPipeline): Promise<void> {
  const now = new Date();
  const scheduleChanged = scheduleText(input.schedule) !== scheduleText(before.schedule);
  await knex.transaction(async (trx) => {
    await trx(T.pipelines)
      .where({ id })
      .update({
        name: input.name,
        description: input.description,
        type: input.type,
        steps: JSON.stringify(input.steps),
        schedule: scheduleText(input.schedule),
        ...(scheduleChanged ? { next_run_at: input.schedule ? nextRunAfter(input.schedule, now) : null } : {}),
        ...(input.type === 'streaming' || !before.ingest_token_hash ? {} : { ingest_token_hash: null }),
        updated_at: now,
      });
    await writeResources(trx, id, input);
  });
}

/** Deletes a pipeline with its runs, resources and project links (its datasets stay: other pipelines may write them). */
export async function deletePipeline(knex: Knex, id: number): Promise<void> {
  await knex.transaction(async (trx) => {
    for (const table of [T.projectLinks, T.runs, T.repos, T.notebooks]) await trx(table).where({ pipeline_id: id }).delete();
    await trx(T.pipelines).where({ id }).delete();
  });
}

/** Pause clears the next due time; resume counts it again from now. */
export async function setPaused(knex: Knex, pipeline: StoredPipeline, paused: boolean): Promise<void> {
  const now = new Date();
  await knex(T.pipelines)
    .where({ id: pipeline.id })
    .update({ paused, next_run_at: !paused && pipeline.schedule ? nextRunAfter(pipeline.schedule, now) : null, updated_at: now });
}

export async function setIngestToken(knex: Knex, id: number): Promise<string> {
  const token = newIngestToken();
  await knex(T.pipelines)
    .where({ id })
    .update({ ingest_token_hash: hashToken(token), updated_at: new Date() });
  return token;
}
