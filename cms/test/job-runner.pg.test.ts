import type { Knex } from 'knex';
import { pgBossRunner } from '../src/jobs/pg-boss-runner';
import type { JobRunner } from '../src/jobs/job-runner';
import { claimRun } from '../src/pipelines/run-store';
import { api, bearer, marker, server, tokenFor } from './api-client';
import { sql } from './database';
import { testKnex } from './test-knex';

/**
 * PostgreSQL only (jest.config.js picks *.pg.test.ts with DATABASE_CLIENT=postgres): two runners, as two app
 * processes have, on one database; a queue of the test's own so the server's runner does not take part.
 */
const QUEUE = 'test-run-claims';
const quiet = { error: () => undefined };

let knexes: Knex[];
let runners: JobRunner[];
afterAll(async () => {
  await Promise.all((runners ?? []).map((runner) => runner.stop()));
  await Promise.all((knexes ?? []).map((knex) => knex.destroy()));
});

describe('two job runners on one database', () => {
  it('run each queued pipeline run exactly once, even when its job is sent twice', async () => {
    const admin = bearer(await tokenFor(5));
    const created = await api()
      .post('/api/admin/pipelines')
      .set(admin)
      .send({ name: marker('claims'), type: 'streaming', steps: [{ type: 'transform', config: { casts: [{ field: 'id', type: 'string' }] } }] });
    const pipelineId = created.body.pipeline.id as number;
    // Ingest-trigger rows are not bound by the one-active-run rule, so forty can wait at once.
    const runIds: number[] = [];
    for (let i = 0; i < 40; i++) {
      const [row] = await sql<{ id: number }>(
        `INSERT INTO pipeline_runs (pipeline_id, status, "trigger", created_at, records_processed, records_failed) VALUES (?, 'queued', 'ingest', now(), 0, 0) RETURNING id`,
        [pipelineId],
      );
      runIds.push(Number(row.id));
    }

    knexes = [testKnex(), testKnex()];
    const ran: { runner: number; runId: number }[] = [];
    let done: () => void = () => undefined;
    const allDone = new Promise<void>((resolve) => (done = resolve));
    runners = knexes.map((knex, index) => {
      const runner = pgBossRunner({ connectionString: server.databaseUrl }, knex, quiet);
      runner.work(QUEUE, async ({ runId }) => {
        if (!(await claimRun(knex, Number(runId)))) return;
        ran.push({ runner: index, runId: Number(runId) });
        await knex('pipeline_runs').where({ id: runId }).update({ status: 'success', completed_at: new Date() });
        if (ran.length === runIds.length) done();
      });
      return runner;
    });
    await Promise.all(runners.map((runner) => runner.start()));
    for (const runId of runIds) {
      await runners[0].send(QUEUE, { runId });
      await runners[1].send(QUEUE, { runId });
    }
    await allDone;
    expect(ran.map((entry) => entry.runId).sort((a, b) => a - b)).toEqual(runIds);
    const statuses = await sql<{ status: string }>('SELECT DISTINCT status FROM pipeline_runs WHERE id = ANY(?)', [runIds]);
    expect(statuses).toEqual([{ status: 'success' }]);
  });
});
