import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ingestSteps, PIPELINE_INGEST_TOKEN_HEADER, PIPELINE_LIMITS, PIPELINE_MESSAGES } from '@platform/shared';
import { httpError } from '../http-error';
import { hashToken, storedPipeline } from './pipeline-store';
import { runSteps } from './run-executor';
import { T } from './pipeline-tables';
import { createIngestRun, finishRun, toRun } from './run-store';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const sameHash = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * POST /api/pipelines/:id/ingest with the pipeline's token in x-pipeline-token and `{ records: [...] }`: the records
 * flow through the streaming pipeline's steps in the call, recorded as a run of trigger 'ingest'. 401 without the
 * pipeline's token (an unknown pipeline answers the same, so ids cannot be probed).
 */
export async function ingest(ctx: Ctx): Promise<void> {
  const knex = strapi.db.connection;
  const token = ctx.get(PIPELINE_INGEST_TOKEN_HEADER);
  const id = Number(ctx.params.id);
  const pipeline = Number.isInteger(id) && id > 0 ? await storedPipeline(knex, id) : null;
  if (!token || !pipeline?.ingest_token_hash || !sameHash(hashToken(token), pipeline.ingest_token_hash))
    throw httpError(401, PIPELINE_MESSAGES.badIngestToken);
  if (pipeline.type !== 'streaming') throw new errors.ValidationError(PIPELINE_MESSAGES.notStreaming);
  if (pipeline.paused) throw httpError(409, PIPELINE_MESSAGES.pausedIngest);
  const records = (ctx.request.body as { records?: unknown } | undefined)?.records;
  if (
    !Array.isArray(records) ||
    records.length === 0 ||
    records.length > PIPELINE_LIMITS.ingestRecords ||
    records.some((record) => record === null || typeof record !== 'object' || Array.isArray(record))
  )
    throw new errors.ValidationError(PIPELINE_MESSAGES.badIngestBody);
  const runId = await createIngestRun(knex, pipeline.id);
  let outcome;
  try {
    outcome = await runSteps(knex, ingestSteps(pipeline.steps), records as Record<string, unknown>[], { pipelineId: pipeline.id, runId });
  } catch (error) {
    outcome = { status: 'failed' as const, records_processed: 0, records_failed: 0, error_message: (error as Error).message, steps: [], sample: [] };
  }
  await finishRun(knex, runId, outcome);
  ctx.body = { run: toRun(await knex(T.runs).where({ id: runId }).first(), true) };
}
