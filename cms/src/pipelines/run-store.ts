import type { Knex } from 'knex';
import { httpError } from '../http-error';
import { PIPELINE_MESSAGES, type PipelineRun, type PipelineRunTrigger, type PipelineStepLog, type PipelineRecord } from '@platform/shared';
import { toIsoDate, toList } from '../db-values';
import { T } from './pipeline-tables';
import { isUniqueViolation } from '../db-errors';

/** A run whose worker has not said it is alive for this long is taken to be lost with its process. */
export const STALE_RUN_MS = 2 * 60_000;
export const HEARTBEAT_MS = 20_000;
const ACTIVE = ['queued', 'running'];

/** One queued or running run per pipeline at a time (ingested batches aside: pushes may overlap). */
export async function ensureRunIndexes(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE UNIQUE INDEX IF NOT EXISTS pipeline_runs_one_active ON ${T.runs} (pipeline_id) WHERE status IN ('queued', 'running') AND "trigger" <> 'ingest'`,
  );
}

export function toRun(row: Record<string, unknown>, full = false): PipelineRun {
  const run: PipelineRun = {
    id: Number(row.id),
    pipeline_id: Number(row.pipeline_id),
    status: row.status as PipelineRun['status'],
    trigger: row.trigger as PipelineRunTrigger,
    started_at: toIsoDate(row.started_at),
    completed_at: toIsoDate(row.completed_at),
    duration_seconds: row.duration_seconds === null || row.duration_seconds === undefined ? null : Number(row.duration_seconds),
    records_processed: Number(row.records_processed ?? 0),
    records_failed: Number(row.records_failed ?? 0),
    error_message: (row.error_message as string | null) ?? null,
    created_at: toIsoDate(row.created_at)!,
  };
  if (row.pipeline_name !== undefined) run.pipeline_name = String(row.pipeline_name);
  if (full) {
    run.steps = toList(row.step_log) as PipelineStepLog[];
    run.sample = toList(row.sample) as PipelineRecord[];
  }
  return run;
}

/** A new queued run, or 409 while the pipeline has one queued or running. */
export async function createQueuedRun(knex: Knex, pipelineId: number, trigger: Exclude<PipelineRunTrigger, 'ingest'>): Promise<PipelineRun> {
  try {
    const [row] = await knex(T.runs).insert({ pipeline_id: pipelineId, status: 'queued', trigger, created_at: new Date() }).returning('*');
    return toRun(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(409, PIPELINE_MESSAGES.alreadyRunning);
    throw error;
  }
}

/** An ingest call's run, running from the start (it runs in the call). */
export async function createIngestRun(knex: Knex, pipelineId: number): Promise<number> {
  const now = new Date();
  const [row] = await knex(T.runs)
    .insert({ pipeline_id: pipelineId, status: 'running', trigger: 'ingest', created_at: now, started_at: now, heartbeat_at: now })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}

/** Takes a queued run for this worker: false when another worker (or a job sent twice) took it first. */
export async function claimRun(knex: Knex, runId: number): Promise<boolean> {
  const now = new Date();
  const changed = await knex(T.runs).where({ id: runId, status: 'queued' }).update({ status: 'running', started_at: now, heartbeat_at: now });
  return changed === 1;
}

export const heartbeat = (knex: Knex, runId: number) => knex(T.runs).where({ id: runId, status: 'running' }).update({ heartbeat_at: new Date() });

export interface RunOutcome {
  status: 'success' | 'failed';
  records_processed: number;
  records_failed: number;
  error_message: string | null;
  steps: PipelineStepLog[];
  sample: PipelineRecord[];
}

/** Records how a run ended; a run already marked failed by the recovery (a lost heartbeat) keeps that verdict. */
export async function finishRun(knex: Knex, runId: number, outcome: RunOutcome): Promise<void> {
  const started = await knex(T.runs).where({ id: runId }).first('started_at');
  const completed = new Date();
  const startedAt = toIsoDate(started?.started_at);
  await knex(T.runs)
    .where({ id: runId, status: 'running' })
    .update({
      status: outcome.status,
      completed_at: completed,
      duration_seconds: startedAt ? Math.max(0, Math.round((completed.getTime() - Date.parse(startedAt)) / 1000)) : 0,
      records_processed: outcome.records_processed,
      records_failed: outcome.records_failed,
      error_message: outcome.error_message,
      step_log: JSON.stringify(outcome.steps),
      sample: JSON.stringify(outcome.sample),
    });
}

/**
 * Runs left behind by a stopped process are marked failed with the reason: on PostgreSQL those whose heartbeat is
 * older than STALE_RUN_MS (another process may be running the rest), on SQLite at start every running one (one
 * process owns the file). Answers the queued runs a SQLite start must send again (its queue was in memory).
 */
export async function recoverRuns(knex: Knex, { atSqliteStart }: { atSqliteStart: boolean }): Promise<number[]> {
  const now = new Date();
  const lost = knex(T.runs).where({ status: 'running' });
  if (!atSqliteStart) lost.where((where) => where.whereNull('heartbeat_at').orWhere('heartbeat_at', '<', new Date(now.getTime() - STALE_RUN_MS)));
  await lost.update({ status: 'failed', completed_at: now, error_message: PIPELINE_MESSAGES.interrupted });
  if (!atSqliteStart) return [];
  return (await knex(T.runs).where({ status: 'queued' }).orderBy('id').select('id')).map((row) => Number(row.id));
}

export const activeRunStatuses = ACTIVE;
