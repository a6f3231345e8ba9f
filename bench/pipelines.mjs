// Data pipelines: records pushed to a streaming pipeline (extract, transform, store by key) in batches of 1,000, and a
// batch run that reads 20 pages of 500 records from a local JSON API through the outbound guard, casts, filters and
// stores them. Targets: ingest ≥ 5,000 records/s; the 10,000-record run done within 10 s of Run Now. Writes
// bench/results/pipelines.json. Run alone with `node bench/pipelines.mjs`.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, ensureBuilt, ensureInstalled } from '../scripts/prepare.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { signIn, startApp, stopApp } from '../scripts/app-process.mjs';

const BATCHES = Number(process.env.BENCH_INGEST_BATCHES ?? 20);
const BATCH = 1000;
const PAGES = 20;
const PAGE_SIZE = 500;
const TARGET = { ingestRecordsPerSecond: 5000, runSeconds: 10 };

const record = (i) => ({
  sensor: { id: `s${i % 5000}`, place: i % 2 ? 'Bergen' : 'Oslo' },
  value: `${(i % 1000) / 10}`.replace('.', ','),
  at: '26.11.2026',
});

async function call(base, jwt, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The JSON API the batch pipeline reads: PAGES pages of PAGE_SIZE records, each with the next page's link. */
async function startSource() {
  const server = http.createServer((req, res) => {
    const page = Number(new URL(req.url, 'http://x').searchParams.get('page') ?? 1);
    const items = Array.from({ length: PAGE_SIZE }, (_, at) => ({ id: (page - 1) * PAGE_SIZE + at, price: `${1000 + at} kr`, title: `Vare ${at}` }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ items, next: page < PAGES ? `/items?page=${page + 1}` : null }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/items?page=1`, close: () => new Promise((resolve) => server.close(resolve)) };
}

export async function measurePipelines() {
  const port = await freePort();
  const dbFile = `.tmp/bench-pipelines-${process.pid}.db`;
  const source = await startSource();
  const { child } = await startApp(port, dbFile, { SEED_IDEAS: '0', OUTBOUND_ALLOWED_HOSTS: '127.0.0.1', PIPELINE_SCHEDULER_SECONDS: '1' });
  try {
    const base = `http://127.0.0.1:${port}`;
    const jwt = await signIn(base);
    const streaming = await call(base, jwt, 'POST', '/api/admin/pipelines', {
      name: 'Bench stream',
      type: 'streaming',
      steps: [
        {
          type: 'extract',
          config: {
            fields: [
              { from: 'sensor.id', to: 'sensor' },
              { from: 'sensor.place', to: 'place' },
              { from: 'value', to: 'value' },
              { from: 'at', to: 'at' },
            ],
          },
        },
        {
          type: 'transform',
          config: {
            casts: [
              { field: 'value', type: 'number' },
              { field: 'at', type: 'date' },
            ],
            computed: [{ field: 'label', operation: 'concat', inputs: ['place', 'sensor'], separator: ' ' }],
          },
        },
        { type: 'store', config: { dataset: 'bench_sensors', key: 'sensor' } },
      ],
    });
    const started = performance.now();
    for (let batch = 0; batch < BATCHES; batch++) {
      const records = Array.from({ length: BATCH }, (_, at) => record(batch * BATCH + at));
      const res = await fetch(`${base}/api/pipelines/${streaming.pipeline.id}/ingest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pipeline-token': streaming.ingest_token },
        body: JSON.stringify({ records }),
      });
      const answer = await res.json();
      if (!res.ok || answer.run.status !== 'success') throw new Error(`ingest: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    }
    const ingestSeconds = (performance.now() - started) / 1000;

    const batch = await call(base, jwt, 'POST', '/api/admin/pipelines', {
      name: 'Bench batch',
      type: 'batch',
      steps: [
        { type: 'api_connector', config: { url: source.url, records_path: 'items', next_path: 'next', max_pages: PAGES } },
        { type: 'transform', config: { casts: [{ field: 'price', type: 'number' }], filters: [{ field: 'price', operator: 'gte', value: '1000' }] } },
        { type: 'store', config: { dataset: 'bench_items', key: 'id' } },
      ],
    });
    const runStarted = performance.now();
    const queued = await call(base, jwt, 'POST', `/api/admin/pipelines/${batch.pipeline.id}/run`, {});
    let run = queued;
    while (run.status === 'queued' || run.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = await call(base, jwt, 'GET', `/api/admin/pipelines/runs/${queued.id}`);
    }
    const runSeconds = (performance.now() - runStarted) / 1000;
    if (run.status !== 'success' || run.records_processed !== PAGES * PAGE_SIZE) throw new Error(`run: ${JSON.stringify(run).slice(0, 300)}`);

    const results = {
      measuredAt: new Date().toISOString(),
      database: 'SQLite',
      ingest: {
        records: BATCHES * BATCH,
        batchSize: BATCH,
        seconds: Number(ingestSeconds.toFixed(2)),
        recordsPerSecond: Math.round((BATCHES * BATCH) / ingestSeconds),
      },
      batchRun: {
        records: PAGES * PAGE_SIZE,
        pages: PAGES,
        seconds: Number(runSeconds.toFixed(2)),
        steps: run.steps.map((step) => ({ name: step.name, ms: step.duration_ms })),
      },
      target: TARGET,
    };
    results.met = results.ingest.recordsPerSecond >= TARGET.ingestRecordsPerSecond && results.batchRun.seconds <= TARGET.runSeconds;
    fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'pipelines.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      `Pipelines: ingest ${results.ingest.records} records in ${results.ingest.seconds} s (${results.ingest.recordsPerSecond}/s, target ≥ ${TARGET.ingestRecordsPerSecond}); ` +
        `batch run of ${results.batchRun.records} records over ${PAGES} pages ${results.batchRun.seconds} s (target ≤ ${TARGET.runSeconds} s)${results.met ? '' : ' — TARGET MISSED'}.`,
    );
    console.log('Results written to bench/results/pipelines.json.');
    return results;
  } finally {
    await stopApp(child, dbFile);
    await source.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureInstalled();
  await ensureBuilt(['shared', 'cms-server']);
  await measurePipelines();
}
