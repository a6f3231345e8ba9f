import type { Knex } from 'knex';
import {
  isSourceStep,
  PIPELINE_LIMITS,
  PIPELINE_MESSAGES,
  type PipelineRecord,
  type PipelineStep,
  type PipelineStepLog,
  type StoreConfig,
} from '@platform/shared';
import { storeRecords } from './dataset-store';
import { storedPipeline } from './pipeline-store';
import { T } from './pipeline-tables';
import { claimRun, finishRun, heartbeat, HEARTBEAT_MS, type RunOutcome } from './run-store';
import { fetchThroughGuard, runStep, type StepContext } from './steps';

type Log = { error(message: string): void };

/** Runs the steps in order on the records flowing through them, each one's work and time logged. */
export async function runSteps(
  knex: Knex,
  steps: PipelineStep[],
  input: PipelineRecord[],
  origin: { pipelineId: number; runId: number },
): Promise<RunOutcome> {
  const logs: PipelineStepLog[] = [];
  let records = input;
  let failed = 0;
  let written: number | null = null;
  for (const [index, step] of steps.entries()) {
    const messages: string[] = [];
    const log = (message: string) => {
      if (messages.length < PIPELINE_LIMITS.stepMessages) messages.push(message);
    };
    const ctx: StepContext = { fetch: fetchThroughGuard, now: () => new Date(), log };
    const started = Date.now();
    const entry: PipelineStepLog = {
      order: index + 1,
      name: step.name,
      type: step.type,
      status: 'success',
      records_in: isSourceStep(step.type) ? 0 : records.length,
      records_out: 0,
      records_failed: 0,
      duration_ms: 0,
      messages,
    };
    logs.push(entry);
    try {
      if (step.type === 'store') {
        const stored = await storeRecords(knex, step.config as StoreConfig, records, origin).catch((error: Error) => {
          // The database's own words (SQL, values) go to the server log, not to the run page.
          strapi.log.error(`Pipeline ${origin.pipelineId}, run ${origin.runId}: storing failed: ${error.message}`);
          throw new Error(PIPELINE_MESSAGES.storeFailed);
        });
        stored.messages.forEach(log);
        log(`${stored.written} rows written to ${(step.config as StoreConfig).dataset}`);
        entry.records_failed = stored.failed;
        entry.records_out = stored.written;
        // What was stored flows on unchanged (a later step may store it elsewhere too).
        written = stored.written;
      } else {
        const outcome = await runStep(step, records, ctx);
        entry.records_failed = outcome.failed;
        // Sources add up (several may come first); the others replace what flows on.
        records = isSourceStep(step.type) && index > 0 && isSourceStep(steps[index - 1].type) ? [...records, ...outcome.records] : outcome.records;
        entry.records_out = outcome.records.length;
        written = null;
      }
      failed += entry.records_failed;
      if (records.length > PIPELINE_LIMITS.runRecords) {
        log(`Only the first ${PIPELINE_LIMITS.runRecords} records go on.`);
        records = records.slice(0, PIPELINE_LIMITS.runRecords);
      }
    } catch (error) {
      entry.status = 'failed';
      log((error as Error).message);
      entry.duration_ms = Date.now() - started;
      for (const [later, rest] of steps.slice(index + 1).entries())
        logs.push({
          order: index + later + 2,
          name: rest.name,
          type: rest.type,
          status: 'skipped',
          records_in: 0,
          records_out: 0,
          records_failed: 0,
          duration_ms: 0,
          messages: [],
        });
      return {
        status: 'failed',
        records_processed: 0,
        records_failed: failed,
        error_message: `Step ${index + 1} "${step.name}": ${(error as Error).message}`,
        steps: logs,
        sample: [],
      };
    } finally {
      entry.duration_ms = Date.now() - started;
    }
  }
  return {
    status: 'success',
    records_processed: written ?? records.length,
    records_failed: failed,
    error_message: null,
    steps: logs,
    sample: records.slice(0, PIPELINE_LIMITS.sampleRecords),
  };
}

/** Fails after `ms` (a run that hangs ends with the reason instead of holding its pipeline). */
function deadline(ms: number): { promise: Promise<never>; clear(): void } {
  let timer: NodeJS.Timeout;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(PIPELINE_MESSAGES.timedOut)), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

/**
 * The job of a queued run: taken by exactly one worker (claimRun), kept alive by a heartbeat while it works, and
 * finished with its outcome; any error ends it as failed with the reason.
 */
export async function executeRun(knex: Knex, runId: number, log: Log): Promise<void> {
  if (!(await claimRun(knex, runId))) return;
  const beat = setInterval(() => void heartbeat(knex, runId).catch(() => undefined), HEARTBEAT_MS);
  const limit = deadline(PIPELINE_LIMITS.runTimeoutMs);
  let outcome: RunOutcome;
  try {
    const run = await knex(T.runs).where({ id: runId }).first('pipeline_id');
    const pipeline = run ? await storedPipeline(knex, Number(run.pipeline_id)) : null;
    if (!pipeline) throw new Error(PIPELINE_MESSAGES.notFound);
    outcome = await Promise.race([runSteps(knex, pipeline.steps, [], { pipelineId: pipeline.id, runId }), limit.promise]);
  } catch (error) {
    log.error(`Pipeline run ${runId} failed: ${(error as Error).message}`);
    outcome = { status: 'failed', records_processed: 0, records_failed: 0, error_message: (error as Error).message, steps: [], sample: [] };
  } finally {
    clearInterval(beat);
    limit.clear();
  }
  await finishRun(knex, runId, outcome);
}
