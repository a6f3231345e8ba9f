import { PIPELINE_MESSAGES, SECRET_MASK, type DatasetPage, type Pipeline, type PipelineDetail, type PipelineRun } from '@platform/shared';
import { api, bearer, marker, tokenFor } from './api-client';
import { dbTime, sql } from './database';
import { REFUSED_BY_THE_TEST, whileDatabaseRefuses } from './database-faults';
import { startPipelineFixtureServer } from './pipeline-fixture-server';

let admin: Record<string, string>;
let fixtures: Awaited<ReturnType<typeof startPipelineFixtureServer>>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
  fixtures = await startPipelineFixtureServer();
});
afterAll(async () => {
  fixtures.releaseSlow();
  await fixtures.close();
});

const dataset = () =>
  marker('ds')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .replace(/^[^a-z]+/, 'd')
    .slice(0, 40);

/** A source, a transform (Norwegian numbers cast, cheap items filtered out) and a store keyed by id. */
function itemsPipeline(name: string, datasetName: string, url = `${fixtures.url}/items?page=1`) {
  return {
    name,
    description: 'Items from the fixture API',
    type: 'batch',
    source_id: null,
    notebook_id: null,
    status: 'active',
    steps: [
      {
        id: 'source',
        type: 'api_connector',
        name: 'Fetch Step',
        order: 0,
        config: {
          url,
          records_path: 'data.items',
          next_path: 'links.next',
          max_pages: 5,
          headers: [{ name: 'Authorization', value: 'Bearer s3cret', secret: true }],
        },
      },
      {
        id: 'shape',
        type: 'transform',
        name: 'Transform Step',
        order: 1,
        config: { casts: [{ field: 'price', type: 'number' }], filters: [{ field: 'price', operator: 'gt', value: '100' }] },
      },
      { id: 'keep', type: 'store', name: 'Store Step', order: 2, config: { dataset: datasetName, key: 'id' } },
    ],
    config: '{}',
    dependencies: '{}',
  };
}

async function create(body: object): Promise<PipelineDetail & { ingest_token?: string }> {
  const res = await api().post('/api/admin/pipelines').set(admin).send(body);
  expect(res.status).toBe(201);
  return res.body;
}
const read = async (id: number): Promise<Pipeline> => (await api().get(`/api/admin/pipelines/${id}`).set(admin)).body.pipeline;
const runOf = async (runId: number): Promise<PipelineRun> => (await api().get(`/api/admin/pipelines/runs/${runId}`).set(admin)).body;

/** Polls the run page's answer until the run has finished (the job runner takes it on its own). */
async function finished(runId: number): Promise<PipelineRun> {
  for (;;) {
    const run = await runOf(runId);
    if (run.status === 'success' || run.status === 'failed') return run;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
async function runNow(id: number): Promise<PipelineRun> {
  const res = await api().post(`/api/admin/pipelines/${id}/run`).set(admin).send({});
  expect(res.status).toBe(202);
  expect(res.body.status).toBe('queued');
  return finished(res.body.id);
}

describe('a batch pipeline run', () => {
  it('fetches every page, casts, filters and stores the rows, with a step log and the records on the run', async () => {
    const name = dataset();
    const { pipeline } = await create(itemsPipeline(marker('items'), name));
    expect(pipeline).toMatchObject({ status: 'active', type: 'batch', schedule: null, schedule_label: 'Manual', run_count: 0, success_rate: null });
    const run = await runNow(pipeline.id);
    expect(run).toMatchObject({ status: 'success', trigger: 'manual', records_processed: 2, records_failed: 1, error_message: null });
    expect(run.steps!.map((step) => [step.name, step.status, step.records_in, step.records_out, step.records_failed])).toEqual([
      ['Fetch Step', 'success', 0, 4, 0],
      ['Transform Step', 'success', 4, 2, 1],
      ['Store Step', 'success', 2, 2, 0],
    ]);
    expect(run.steps![1].messages.join('\n')).toMatch(/Record 3: price "gratis" is not a number/);
    expect(run.sample).toEqual([
      { id: 1, title: 'Hytte', price: 1250.5 },
      { id: 4, title: 'Ski', price: 450 },
    ]);
    // The secret header reached the source, on both pages.
    expect(fixtures.seen.filter((call) => call.path.startsWith('/items')).every((call) => call.authorization === 'Bearer s3cret')).toBe(true);

    const rows = (await api().get(`/api/admin/datasets/${name}`).query({ _start: 0, _end: 10 }).set(admin)).body as DatasetPage;
    expect(rows.total).toBe(2);
    expect(rows.rows.map((row) => [row.key, row.data.title]).sort()).toEqual([
      ['1', 'Hytte'],
      ['4', 'Ski'],
    ]);
    expect(rows.dataset).toMatchObject({ name, row_count: 2, columns: ['id', 'title', 'price'], pipelines: [{ id: pipeline.id }] });

    // A second run updates the same rows (upsert by key) instead of adding to them.
    await runNow(pipeline.id);
    expect((await api().get(`/api/admin/datasets/${name}`).set(admin)).body.total).toBe(2);
    expect(await read(pipeline.id)).toMatchObject({
      status: 'active',
      run_count: 2,
      success_rate: 100,
      records_processed: 4,
      last_run: { status: 'success' },
    });
  });

  it('keeps a secret header on the server: answered masked, kept when the mask is sent back', async () => {
    const detail = await create(itemsPipeline(marker('secret'), dataset()));
    const header = (detail.pipeline.steps[0].config as { headers: { value: string }[] }).headers[0];
    expect(header.value).toBe(SECRET_MASK);
    expect(JSON.stringify(detail)).not.toContain('s3cret');
    const edited = { ...itemsPipeline(detail.pipeline.name, dataset()), steps: detail.pipeline.steps, description: 'Edited' };
    const saved = await api().put(`/api/admin/pipelines/${detail.pipeline.id}`).set(admin).send(edited);
    expect(saved.status).toBe(200);
    fixtures.seen.length = 0;
    expect((await runNow(detail.pipeline.id)).status).toBe('success');
    expect(fixtures.seen[0].authorization).toBe('Bearer s3cret');
    // A mask on a new step has nothing behind it.
    const fresh = itemsPipeline(marker('mask'), dataset());
    fresh.steps[0].config.headers![0].value = SECRET_MASK;
    const refused = await api().post('/api/admin/pipelines').set(admin).send(fresh);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Step 1 "Fetch Step": type the value of the secret header Authorization again.');
  });

  it('fails the run at a failing step with its error, skips the rest and marks the pipeline in error', async () => {
    const { pipeline } = await create(itemsPipeline(marker('broken'), dataset(), `${fixtures.url}/broken`));
    const run = await runNow(pipeline.id);
    expect(run.status).toBe('failed');
    expect(run.error_message).toBe(`Step 1 "Fetch Step": HTTP 500 from 127.0.0.1:${fixtures.port}/broken`);
    expect(run.steps!.map((step) => step.status)).toEqual(['failed', 'skipped', 'skipped']);
    expect(run.records_processed).toBe(0);
    const after = await read(pipeline.id);
    expect(after).toMatchObject({ status: 'error', success_rate: 0, run_count: 1 });
    // §9 figures over a success and a failure.
    await api().put(`/api/admin/pipelines/${pipeline.id}`).set(admin).send(itemsPipeline(pipeline.name, dataset())).expect(200);
    await runNow(pipeline.id);
    expect(await read(pipeline.id)).toMatchObject({ status: 'active', success_rate: 50, run_count: 2, records_processed: 2 });
  });

  it('stores nothing of a run whose store the database refuses half way, and says so without the database’s words', async () => {
    const name = dataset();
    const { pipeline } = await create(itemsPipeline(marker('refused'), name));
    // Of the two rows, the second is refused: the first, and the dataset made for them, go back with it.
    const run = await whileDatabaseRefuses({ table: 'dataset_rows', event: 'INSERT', when: "NEW.row_key = '4'" }, () => runNow(pipeline.id));
    expect(run).toMatchObject({ status: 'failed', records_processed: 0, error_message: `Step 3 "Store Step": ${PIPELINE_MESSAGES.storeFailed}` });
    expect(run.steps!.map((step) => step.status)).toEqual(['success', 'success', 'failed']);
    expect(JSON.stringify(run)).not.toMatch(new RegExp(`${REFUSED_BY_THE_TEST}|insert into|dataset_rows`, 'i'));
    expect((await api().get(`/api/admin/datasets/${name}`).set(admin)).status).toBe(404);
    // The next run, with the database answering, stores both.
    expect((await runNow(pipeline.id)).status).toBe('success');
    expect((await api().get(`/api/admin/datasets/${name}`).set(admin)).body.total).toBe(2);
  });

  it('refuses Run Now while a run is queued or running (409), and deleting then', async () => {
    const { pipeline } = await create(itemsPipeline(marker('slow'), dataset(), `${fixtures.url}/slow`));
    const first = await api().post(`/api/admin/pipelines/${pipeline.id}/run`).set(admin).send({});
    expect(first.status).toBe(202);
    await fixtures.slowReached;
    expect((await read(pipeline.id)).status).toBe('running');
    const second = await api().post(`/api/admin/pipelines/${pipeline.id}/run`).set(admin).send({});
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(PIPELINE_MESSAGES.alreadyRunning);
    expect((await api().delete(`/api/admin/pipelines/${pipeline.id}`).set(admin)).status).toBe(409);
    fixtures.releaseSlow();
    expect((await finished(first.body.id)).status).toBe('success');
    expect((await api().delete(`/api/admin/pipelines/${pipeline.id}`).set(admin)).status).toBe(200);
    expect((await api().get(`/api/admin/pipelines/${pipeline.id}`).set(admin)).status).toBe(404);
  });

  it('goes through the outbound guard: internal addresses fail the run with the reason', async () => {
    for (const [url, reason] of [
      ['http://169.254.169.254/latest/meta-data', 'internal address'],
      ['http://10.0.0.1/items', 'internal address'],
      [`http://localhost:${fixtures.port}/items?page=1`, 'internal address'],
    ]) {
      const { pipeline } = await create(itemsPipeline(marker('guard'), dataset(), url));
      const run = await runNow(pipeline.id);
      expect([url, run.status, run.error_message]).toEqual([url, 'failed', expect.stringContaining(reason)]);
    }
  });

  it('marks a run left running by a stopped process failed, with the reason', async () => {
    const { pipeline } = await create(itemsPipeline(marker('lost'), dataset()));
    const long = new Date(Date.now() - 10 * 60_000);
    await sql(
      `INSERT INTO pipeline_runs (pipeline_id, status, "trigger", created_at, started_at, heartbeat_at, records_processed, records_failed) VALUES (?, 'running', 'manual', ?, ?, ?, 0, 0)`,
      [pipeline.id, dbTime(long), dbTime(long), dbTime(long)],
    );
    const [{ id }] = await sql<{ id: number }>('SELECT max(id) AS id FROM pipeline_runs WHERE pipeline_id = ?', [pipeline.id]);
    const run = await finished(Number(id));
    expect(run).toMatchObject({ status: 'failed', error_message: PIPELINE_MESSAGES.interrupted });
  });
});

describe('saving a pipeline', () => {
  const reasons = async (body: object) => {
    const res = await api().post('/api/admin/pipelines').set(admin).send(body);
    expect(res.status).toBe(400);
    return (res.body.error.details.errors as { message: string }[]).map((error) => error.message);
  };

  it('checks the §5 rules, naming the step whose config is wrong', async () => {
    expect(await reasons({ name: ' ', steps: [] })).toEqual([PIPELINE_MESSAGES.nameRequired, PIPELINE_MESSAGES.stepsRequired]);
    expect(await reasons({ name: 'x', type: 'nightly', steps: [{ type: 'api_connector', config: { url: 'http://x.test' } }] })).toContain(
      PIPELINE_MESSAGES.badType,
    );
    expect(
      await reasons({
        name: 'x',
        steps: [
          { type: 'api_connector', config: {} },
          { type: 'store', name: 'Keep', config: { dataset: 'Bad Name' } },
        ],
      }),
    ).toEqual([
      'Step 1 "API Connector Step": a URL is required.',
      'Step 2 "Keep": the dataset name must be lower-case letters, digits and underscores, starting with a letter (at most 40).',
    ]);
    expect(await reasons({ name: 'x', type: 'scheduled', steps: [{ type: 'api_connector', config: { url: 'http://x.test' } }] })).toEqual([
      PIPELINE_MESSAGES.scheduleRequired,
    ]);
    expect(
      await reasons({
        name: 'x',
        type: 'scheduled',
        steps: [{ type: 'api_connector', config: { url: 'http://x.test' } }],
        schedule: { enabled: true, schedule_type: 'cron', schedule_config: { cron: '61 * * * *' } },
      }),
    ).toEqual([expect.stringMatching(/^The cron expression is not valid/)]);
    expect(
      await reasons({
        name: 'x',
        type: 'streaming',
        steps: [{ type: 'web_scraper', name: 'Scrape', config: { url: 'http://x.test', item_selector: 'li', fields: [{ name: 'a' }] } }],
      }),
    ).toEqual([PIPELINE_MESSAGES.streamingNoSource(1, 'Scrape')]);
    expect(
      await reasons({
        name: 'x',
        steps: [{ type: 'api_connector', config: { url: 'http://x.test' } }],
        git_repos: [{ repo_url: '' }],
        notebooks: [{ notebook_name: 'n' }],
      }),
    ).toEqual([PIPELINE_MESSAGES.repoUrlRequired(1), PIPELINE_MESSAGES.repoPurpose(1), PIPELINE_MESSAGES.notebookPurpose(1)]);
  });

  it('stores repositories and notebooks with one primary each, names derived, orders kept whole', async () => {
    const body = {
      ...itemsPipeline(marker('resources'), dataset()),
      git_repos: [
        { repo_url: 'https://github.com/acme/etl.git', purpose: 'source_code' },
        { repo_url: 'https://github.com/acme/notes', purpose: 'notebooks', is_primary: true, branch: 'dev' },
      ],
      notebooks: [
        { notebook_name: 'Clean', purpose: 'preprocessing', execution_order: 'x' },
        { notebook_name: 'Model', purpose: 'main_processing', execution_order: 2 },
      ],
    };
    const detail = await create(body);
    expect(detail.git_repos.map(({ repo_name, branch, is_primary }) => [repo_name, branch, is_primary])).toEqual([
      ['acme/etl', 'main', false],
      ['acme/notes', 'dev', true],
    ]);
    expect(detail.notebooks.map(({ name, execution_order, is_primary }) => [name, execution_order, is_primary])).toEqual([
      ['Clean', 0, true],
      ['Model', 2, false],
    ]);
  });
});

describe('schedules', () => {
  const scheduled = (name: string) => ({
    ...itemsPipeline(name, dataset()),
    type: 'scheduled',
    schedule: { enabled: true, schedule_type: 'interval', schedule_config: { interval: '5m' } },
  });
  const makeDue = (id: number) => sql('UPDATE pipelines SET next_run_at = ? WHERE id = ?', [dbTime(new Date(Date.now() - 1000)), id]);
  const scheduleRuns = async (id: number) =>
    ((await api().get(`/api/admin/pipelines/${id}/runs`).set(admin)).body.runs as PipelineRun[]).filter((run) => run.trigger === 'schedule');

  it('shows the next run, fires when due, and pause stops it while resume starts it again', async () => {
    const before = Date.now();
    const active = (await create(scheduled(marker('every5')))).pipeline;
    expect(active.schedule_label).toBe('Every 5m');
    expect(Date.parse(active.next_run_at!) - before).toBeGreaterThanOrEqual(300_000 - 1000);
    expect(Date.parse(active.next_run_at!) - before).toBeLessThan(310_000);

    const paused = (await create(scheduled(marker('paused')))).pipeline;
    const pausedAnswer = await api().post(`/api/admin/pipelines/${paused.id}/pause`).set(admin).send({});
    expect(pausedAnswer.body).toMatchObject({ status: 'paused', paused: true, next_run_at: null });
    expect((await api().post(`/api/admin/pipelines/${paused.id}/pause`).set(admin).send({})).status).toBe(409);

    // Both due now: the active one fires on the scheduler's next pass; the paused one does not.
    await makeDue(paused.id);
    await makeDue(active.id);
    let fired: PipelineRun[] = [];
    while (fired.length === 0) fired = await scheduleRuns(active.id);
    expect(fired).toHaveLength(1);
    expect((await finished(fired[0].id)).status).toBe('success');
    expect(await scheduleRuns(paused.id)).toEqual([]);
    // The next due time is counted on from when it fired.
    expect(Date.parse((await read(active.id)).next_run_at!)).toBeGreaterThan(Date.now() + 200_000);

    const resumed = await api().post(`/api/admin/pipelines/${paused.id}/resume`).set(admin).send({});
    expect(resumed.body).toMatchObject({ status: 'active', paused: false });
    expect(resumed.body.next_run_at).not.toBeNull();
    expect((await api().post(`/api/admin/pipelines/${paused.id}/resume`).set(admin).send({})).status).toBe(409);
    await makeDue(paused.id);
    let resumedRuns: PipelineRun[] = [];
    while (resumedRuns.length === 0) resumedRuns = await scheduleRuns(paused.id);
    expect((await finished(resumedRuns[0].id)).status).toBe('success');
  });
});

describe('a streaming pipeline', () => {
  const streaming = (name: string, datasetName: string) => ({
    name,
    type: 'streaming',
    steps: [
      {
        id: 'pick',
        type: 'extract',
        name: 'Extract Step',
        config: {
          fields: [
            { from: 'sensor.id', to: 'sensor' },
            { from: 'value', to: 'value' },
          ],
        },
      },
      { id: 'cast', type: 'transform', name: 'Transform Step', config: { casts: [{ field: 'value', type: 'number' }] } },
      { id: 'keep', type: 'store', name: 'Store Step', config: { dataset: datasetName, key: 'sensor' } },
    ],
  });

  it('takes records pushed with its token through its steps into the dataset, and refuses the rest', async () => {
    const name = dataset();
    const created = await create(streaming(marker('stream'), name));
    const token = created.ingest_token!;
    expect(token).toMatch(/^pipe_/);
    expect(created.pipeline.has_ingest_token).toBe(true);
    const id = created.pipeline.id;
    const push = (records: unknown, withToken: string | null = token) => {
      const call = api().post(`/api/pipelines/${id}/ingest`);
      if (withToken) call.set('x-pipeline-token', withToken);
      return call.send({ records });
    };
    const records = [
      { sensor: { id: 'a1' }, value: '3,5' },
      { sensor: { id: 'b2' }, value: 'høy' },
    ];
    expect((await push(records, null)).status).toBe(401);
    expect((await push(records, 'pipe_wrong')).body.error.message).toBe(PIPELINE_MESSAGES.badIngestToken);
    expect((await push('nope')).status).toBe(400);
    expect((await push([])).body.error.message).toBe(PIPELINE_MESSAGES.badIngestBody);
    const pushed = await push(records);
    expect(pushed.status).toBe(200);
    expect(pushed.body.run).toMatchObject({ status: 'success', trigger: 'ingest', records_processed: 1, records_failed: 1 });
    expect(pushed.body.run.sample).toEqual([{ sensor: 'a1', value: 3.5 }]);
    expect((await api().get(`/api/admin/datasets/${name}`).set(admin)).body.rows.map((row: { data: object }) => row.data)).toEqual([
      { sensor: 'a1', value: 3.5 },
    ]);
    expect((await api().post(`/api/admin/pipelines/${id}/run`).set(admin).send({})).body.error.message).toBe(PIPELINE_MESSAGES.streamingRunNow);

    // A new token replaces the old one; a paused pipeline takes nothing.
    const renewed = (await api().post(`/api/admin/pipelines/${id}/ingest-token`).set(admin).send({})).body.token as string;
    expect((await push(records)).status).toBe(401);
    expect((await push(records, renewed)).status).toBe(200);
    await api().post(`/api/admin/pipelines/${id}/pause`).set(admin).send({}).expect(200);
    expect((await push(records, renewed)).status).toBe(409);
  });
});

describe('projects and datasets', () => {
  it('links a pipeline to a project once, shown on both sides', async () => {
    const { projects } = (await api().get('/api/admin/projects').set(admin)).body as { projects: { id: number; name: string }[] };
    const project = projects.find((candidate) => candidate.name === 'market-feeds')!;
    const { pipeline } = await create(itemsPipeline(marker('linked'), dataset()));
    const link = () =>
      api().post(`/api/admin/projects/${project.id}/pipelines`).set(admin).send({ pipeline_id: pipeline.id, relationship_type: 'data_processing' });
    expect((await link()).status).toBe(201);
    expect((await link()).body.error.message).toBe(PIPELINE_MESSAGES.alreadyLinked);
    const page = (await api().get(`/api/admin/projects/${project.id}/links`).set(admin)).body;
    expect(page.pipelines).toContainEqual({
      id: pipeline.id,
      name: pipeline.name,
      type: 'batch',
      status: 'active',
      relationship_type: 'data_processing',
    });
    expect((await read(pipeline.id)).projects).toEqual([
      { project_id: project.id, name: 'market-feeds', display_name: 'Markedsstrømmer', relationship_type: 'data_processing' },
    ]);
    expect((await api().post(`/api/admin/projects/999999/pipelines`).set(admin).send({ pipeline_id: pipeline.id })).status).toBe(404);
    await api().delete(`/api/admin/projects/${project.id}/pipelines/${pipeline.id}`).set(admin).expect(200);
    expect((await read(pipeline.id)).projects).toEqual([]);
  });

  it('lists the demo dataset filled by the demo pipeline, pages it and deletes a dataset', async () => {
    const { datasets } = (await api().get('/api/admin/datasets').set(admin)).body;
    expect(datasets.find((found: { name: string }) => found.name === 'kommuner')).toMatchObject({
      row_count: 357,
      pipelines: [{ name: 'Kommuner' }],
    });
    const page = await api().get('/api/admin/datasets/kommuner').query({ _start: 10, _end: 20 }).set(admin);
    expect(page.headers['x-total-count']).toBe('357');
    expect(page.body.rows).toHaveLength(10);
    expect(page.body.rows[0].data).toEqual(
      expect.objectContaining({ code: expect.any(String), name: expect.any(String), county: expect.any(String), label: expect.any(String) }),
    );
    const name = dataset();
    const { pipeline } = await create(itemsPipeline(marker('drop'), name));
    await runNow(pipeline.id);
    await api().delete(`/api/admin/datasets/${name}`).set(admin).expect(200);
    expect((await api().get(`/api/admin/datasets/${name}`).set(admin)).status).toBe(404);
  });
});

describe('the pipeline list', () => {
  it('pages, filters by type and status and searches, with the figures of each', async () => {
    const tag = marker('listed');
    const { pipeline } = await create(itemsPipeline(`${tag} one`, dataset()));
    await runNow(pipeline.id);
    const page = await api().get('/api/admin/pipelines').query({ q: tag, _start: 0, _end: 10, type: 'batch', status: 'active' }).set(admin);
    expect(page.headers['x-total-count']).toBe('1');
    expect(page.body[0]).toMatchObject({ id: pipeline.id, success_rate: 100, run_count: 1, last_run: { status: 'success' } });
    expect((await api().get('/api/admin/pipelines').query({ q: tag, status: 'paused' }).set(admin)).body.pipelines).toEqual([]);
    expect((await api().get('/api/admin/pipelines').query({ _sort: 'secret' }).set(admin)).status).toBe(400);
  });
});
