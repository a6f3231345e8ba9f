import type { Knex } from 'knex';
import { nextRunAfter, type PipelineSchedule } from '@platform/shared';
import { toObject } from '../db-values';
import { T } from './pipeline-tables';
import { createQueuedRun } from './run-store';

/**
 * Starts the runs of scheduled pipelines that are due. Every app process ticks; a due time is claimed by moving the
 * pipeline's next_run_at past now with a conditional update, so it fires once however many processes tick at the same
 * moment. A pipeline still running at its due time skips that time (the next one counts from now).
 */
export async function fireDuePipelines(knex: Knex, sendRun: (runId: number) => Promise<void>, now = new Date()): Promise<number[]> {
  const due = await knex(T.pipelines)
    .where({ paused: false, type: 'scheduled' })
    .whereNotNull('next_run_at')
    .where('next_run_at', '<=', now)
    .select('id', 'schedule', 'next_run_at');
  const started: number[] = [];
  for (const pipeline of due) {
    const schedule = toObject<PipelineSchedule>(pipeline.schedule);
    const next = schedule ? nextRunAfter(schedule, now) : null;
    // Still due: the first process to move it on claims it (not an equality on the time read, which a database's
    // microseconds would never match after the round trip through a JavaScript date).
    const claimed = await knex(T.pipelines).where({ id: pipeline.id }).where('next_run_at', '<=', now).update({ next_run_at: next });
    if (claimed !== 1) continue;
    try {
      const run = await createQueuedRun(knex, Number(pipeline.id), 'schedule');
      await sendRun(run.id);
      started.push(run.id);
    } catch (error) {
      if ((error as { status?: number }).status !== 409) throw error;
    }
  }
  return started;
}
