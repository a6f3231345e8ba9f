// `npm run bench`: 10,000 ideas in a throwaway database, the app started as in production, and autocannon
// (50 connections, 10 s) on one filtered, sorted page of GET /api/admin/ideas, against the same page from Strapi's
// own core `find` as the baseline. Prints the figures and writes them to bench/results/ideas-list.json.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, ensureBuilt, ensureInstalled } from '../scripts/prepare.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { startApp } from '../scripts/app-process.mjs';
import { measureLogs } from './logs.mjs';
import { measureDashboard } from './dashboard.mjs';
import { measureVehicles } from './vehicles.mjs';
import { measureMarket } from './market.mjs';
import { measurePipelines } from './pipelines.mjs';
import { measureTwoProcesses } from './two-processes.mjs';
import { loadSummary, underLoad } from './load.mjs';
import { writeReport } from './report.mjs';

const IDEAS = Number(process.env.BENCH_IDEAS ?? 10_000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET = { requestsPerSecond: 800, p99Ms: 100 };
/** The list route against the bare ceiling of the same page (bench/ceiling-server.mjs), in the same run. */
const CEILING_TARGET = { ratio: 0.5, p99Ms: 100 };
const PAGE = { status: 'development', sortBy: 'rank', sortOrder: 'asc', start: 0, end: 20 };

await ensureInstalled();
await ensureBuilt(['shared', 'cms-server']);
const require = createRequire(path.join(ROOT, 'package.json'));
const { exportIdeas } = require('@platform/shared');
const { demoIdeaRows } = require(path.join(ROOT, 'cms', 'dist', 'src', 'seed', 'demo-ideas.js'));
const SINGLE_POSTS = Number(process.env.BENCH_SINGLE_POSTS ?? 1_000);
const IMPORT_TARGET = { seconds: 5, speedup: 20 };
const CLI_IMPORT_TARGET_SECONDS = 10;
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
// "Flat" memory: the peak of a 100,000-row export at most this much above the peak of a few-times-smaller one.
const EXPORT_MEMORY_GROWTH_LIMIT = 1.3;
const CLI_BIN = path.join(ROOT, 'cli', 'dist', 'index.js');
const cliEnv = (base, jwt) => ({ ...process.env, PLATFORM_URL: base, PLATFORM_TOKEN: jwt, XDG_CONFIG_HOME: path.join(ROOT, 'cms', '.tmp') });

async function json(url, init) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) } });
  const body = await res.json();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A read-only API token made through Strapi's panel API by the operators' super-admin, as an operator would. */
async function coreApiToken(base) {
  const login = await json(`${base}/admin/login`, {
    method: 'POST',
    body: JSON.stringify({ email: 'ops@demo.no', password: 'Demo2026!' }),
  });
  const token = await json(`${base}/admin/api-tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${login.data.token}` },
    body: JSON.stringify({ name: 'bench', description: 'benchmark baseline', type: 'read-only', lifespan: null }),
  });
  return token.data.accessKey;
}

const measure = (title, url, token) => underLoad(url, token, { title, connections: CONNECTIONS, seconds: DURATION_S });
const summary = loadSummary;

/** 10,000 ideas as the admin app would export them to CSV, imported in one call; then one POST per idea. */
async function measureImport(base, jwt) {
  const ideas = demoIdeaRows(IDEAS).map((row, i) => ({ ...row, id: 1_000_000 + i, title: `Imported ${i} ${row.title}` }));
  const content = exportIdeas(ideas, 'csv');
  const headers = { authorization: `Bearer ${jwt}` };
  const started = performance.now();
  const result = await json(`${base}/api/admin/ideas/import`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ format: 'csv', content, policy: 'new' }),
  });
  const importSeconds = (performance.now() - started) / 1000;
  if (result.imported !== IDEAS) throw new Error(`The import answered ${JSON.stringify({ ...result, conflicts: result.conflicts.length })}`);

  const postsStarted = performance.now();
  for (let i = 0; i < SINGLE_POSTS; i += 1) {
    await json(`${base}/api/admin/ideas`, { method: 'POST', headers, body: JSON.stringify({ title: `Posted ${i}`, status: 'draft' }) });
  }
  const postSeconds = (performance.now() - postsStarted) / 1000;
  const singlePostsPerSecond = Math.round(SINGLE_POSTS / postSeconds);
  const projectedSinglePostSeconds = (IDEAS / SINGLE_POSTS) * postSeconds;
  const speedup = Number((projectedSinglePostSeconds / importSeconds).toFixed(1));
  return {
    ideas: IDEAS,
    csvBytes: Buffer.byteLength(content),
    importSeconds: Number(importSeconds.toFixed(2)),
    singlePosts: SINGLE_POSTS,
    singlePostsPerSecond,
    projectedSinglePostSeconds: Number(projectedSinglePostSeconds.toFixed(1)),
    speedup,
    targetMet: importSeconds < IMPORT_TARGET.seconds && speedup >= IMPORT_TARGET.speedup,
  };
}

/** The operators' CLI importing the same kind of file: read, validated locally, dry run, then the import call. */
async function measureCliImport(base, jwt) {
  await ensureBuilt(['cli']);
  const ideas = demoIdeaRows(IDEAS).map((row, i) => ({ ...row, id: 2_000_000 + i, title: `CLI ${i} ${row.title}` }));
  const file = path.join(ROOT, 'cms', '.tmp', `bench-cli-${process.pid}.csv`);
  fs.writeFileSync(file, exportIdeas(ideas, 'csv'));
  const started = performance.now();
  const result = spawnSync(process.execPath, [CLI_BIN, 'ideas', 'import', file, '--on-conflict', 'new', '--json'], {
    env: cliEnv(base, jwt),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  fs.rmSync(file, { force: true });
  if (result.status !== 0) throw new Error(`platform ideas import failed (${result.status}): ${result.stderr}`);
  const imported = JSON.parse(result.stdout).imported;
  if (imported !== IDEAS) throw new Error(`platform ideas import imported ${imported} of ${IDEAS}`);
  return { ideas: IDEAS, seconds: Number(seconds.toFixed(2)), targetMet: seconds < CLI_IMPORT_TARGET_SECONDS };
}

/** `platform ideas export` of every idea to a CSV file, with the CLI process's peak resident memory. */
async function cliExport(base, jwt) {
  const file = path.join(ROOT, 'cms', '.tmp', `bench-export-${process.pid}.csv`);
  const peakFile = `${file}.peak`;
  const started = performance.now();
  // Asynchronous, so that this process keeps its own connections to the app alive meanwhile.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--require', path.join(ROOT, 'bench', 'peak-memory.cjs'), CLI_BIN, 'ideas', 'export', '--format', 'csv', '-o', file, '--json'],
    { env: { ...cliEnv(base, jwt), PEAK_MEMORY_FILE: peakFile }, encoding: 'utf8' },
  );
  const seconds = (performance.now() - started) / 1000;
  const measured = {
    rows: JSON.parse(stdout).exported,
    seconds: Number(seconds.toFixed(2)),
    fileMb: Number((fs.statSync(file).size / 1e6).toFixed(1)),
    peakRssMb: Number((Number(fs.readFileSync(peakFile, 'utf8')) / 1024).toFixed(1)),
  };
  fs.rmSync(file, { force: true });
  fs.rmSync(peakFile, { force: true });
  return measured;
}

/** Imports generated ideas, 10,000 per call, until the platform holds `target`. */
async function topUpIdeas(base, jwt, target) {
  const headers = { authorization: `Bearer ${jwt}` };
  const count = async () => Number((await fetch(`${base}/api/admin/ideas?_start=0&_end=1`, { headers })).headers.get('x-total-count'));
  for (let total = await count(); total < target; total = await count()) {
    const n = Math.min(10_000, target - total);
    const ideas = demoIdeaRows(n).map((row, i) => ({ ...row, id: 3_000_000 + total + i, title: `Export ${total + i} ${row.title}` }));
    await json(`${base}/api/admin/ideas/import`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ format: 'csv', content: exportIdeas(ideas, 'csv'), policy: 'new' }),
    });
  }
}

/** Memory stays flat when the export streams: the peak hardly moves from the smaller export to 100,000 rows. */
async function measureExportMemory(base, jwt) {
  const smaller = await cliExport(base, jwt);
  await topUpIdeas(base, jwt, EXPORT_ROWS);
  const large = await cliExport(base, jwt);
  const growth = Number((large.peakRssMb / smaller.peakRssMb).toFixed(2));
  return {
    smaller,
    large,
    growth,
    growthLimit: EXPORT_MEMORY_GROWTH_LIMIT,
    targetMet: large.rows >= EXPORT_ROWS && growth <= EXPORT_MEMORY_GROWTH_LIMIT,
  };
}

/**
 * The ceiling (bench/ceiling-server.mjs) on a consistent copy of the database, serving the same page: what the
 * platform's list route is measured against.
 */
async function measureCeiling(url) {
  const copy = `${dbPath}.ceiling`;
  fs.rmSync(copy, { force: true });
  const cmsRequire = createRequire(path.join(ROOT, 'cms', 'package.json'));
  const Database = cmsRequire('better-sqlite3');
  const source = new Database(dbPath, { readonly: true });
  source.exec(`VACUUM INTO '${copy.replace(/'/g, "''")}'`);
  source.close();
  const port = await freePort();
  const ours = await (await fetch(url, { headers: { authorization: `Bearer ${ADMIN_JWT.value}` } })).json();
  const fields = Object.keys(ours[0]).join(',');
  const ceiling = spawn(process.execPath, [path.join(ROOT, 'bench', 'ceiling-server.mjs'), copy, String(port), fields], {
    cwd: path.join(ROOT, 'cms'),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await new Promise((resolve, reject) => {
      ceiling.once('message', resolve);
      ceiling.once('exit', (code) => reject(new Error(`The ceiling server stopped (exit ${code}).`)));
    });
    const ceilingUrl = `http://127.0.0.1:${port}${new URL(url).pathname.replace('/api/admin/ideas', '/')}${new URL(url).search}`;
    const theirs = await (await fetch(ceilingUrl)).json();
    // The same page with the same fields and values.
    if (JSON.stringify(ours) !== JSON.stringify(theirs)) throw new Error('The ceiling answers another page.');
    await measure('ceiling warm-up', ceilingUrl, '');
    return summary(await measure('ceiling', ceilingUrl, ''));
  } finally {
    ceiling.kill();
    fs.rmSync(copy, { force: true });
  }
}

/** Resident memory of a process now, in MB (Linux). */
function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

/**
 * The whole platform exported as JSON by the CLI (100,000+ ideas, far over one call's 25 MB), imported back from the
 * file as new ideas: sent in parts and applied in one transaction. Time, and peak memory of the CLI and the server.
 */
async function measureImportAtScale(base, jwt, serverPid) {
  const file = path.join(ROOT, 'cms', '.tmp', `bench-roundtrip-${process.pid}.json`);
  const peakFile = `${file}.peak`;
  const run = promisify(execFile);
  const exported = JSON.parse(
    (await run(process.execPath, [CLI_BIN, 'ideas', 'export', '--format', 'json', '-o', file, '--json'], { env: cliEnv(base, jwt) })).stdout,
  ).exported;
  let serverPeak = rssMb(serverPid);
  const sampler = setInterval(() => (serverPeak = Math.max(serverPeak, rssMb(serverPid))), 100);
  const started = performance.now();
  try {
    const { stdout } = await run(
      process.execPath,
      ['--require', path.join(ROOT, 'bench', 'peak-memory.cjs'), CLI_BIN, 'ideas', 'import', file, '--on-conflict', 'new', '--json'],
      { env: { ...cliEnv(base, jwt), PEAK_MEMORY_FILE: peakFile }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    const seconds = (performance.now() - started) / 1000;
    const imported = JSON.parse(stdout).imported;
    if (imported !== exported) throw new Error(`platform ideas import imported ${imported} of ${exported}`);
    return {
      ideas: imported,
      fileMb: Number((fs.statSync(file).size / 1e6).toFixed(1)),
      seconds: Number(seconds.toFixed(2)),
      ideasPerSecond: Math.round(imported / seconds),
      cliPeakRssMb: Number((Number(fs.readFileSync(peakFile, 'utf8')) / 1024).toFixed(1)),
      serverPeakRssMb: Number(serverPeak.toFixed(1)),
    };
  } finally {
    clearInterval(sampler);
    fs.rmSync(file, { force: true });
    fs.rmSync(peakFile, { force: true });
  }
}

const ADMIN_JWT = { value: '' };
const port = await freePort();
const dbFile = `.tmp/bench-${process.pid}.db`;
const dbPath = path.join(ROOT, 'cms', dbFile);
console.log(`Starting the app with ${IDEAS.toLocaleString('en')} ideas in a throwaway SQLite database...`);
const { child, startSeconds } = await startApp(port, dbFile, { SEED_IDEAS: String(IDEAS) });
try {
  const base = `http://127.0.0.1:${port}`;
  const admin = await json(`${base}/api/auth/local`, {
    method: 'POST',
    body: JSON.stringify({ identifier: 'admin@demo.no', password: 'Demo2026!' }),
  });
  const apiToken = await coreApiToken(base);

  const customUrl = `${base}/api/admin/ideas?status=${PAGE.status}&sortBy=${PAGE.sortBy}&sortOrder=${PAGE.sortOrder}&_start=${PAGE.start}&_end=${PAGE.end}`;
  const coreUrl =
    `${base}/api/ideas?filters[status][$eq]=${PAGE.status}&sort=${PAGE.sortBy}:${PAGE.sortOrder}` +
    `&pagination[start]=${PAGE.start}&pagination[limit]=${PAGE.end - PAGE.start}`;

  // Both answer the same 20 ideas: check before measuring.
  const custom = await fetch(customUrl, { headers: { authorization: `Bearer ${admin.jwt}` } });
  const core = await json(coreUrl, { headers: { authorization: `Bearer ${apiToken}` } });
  const customIds = (await custom.json()).map((idea) => idea.id);
  const coreIds = core.data.map((idea) => idea.id);
  if (JSON.stringify(customIds) !== JSON.stringify(coreIds)) throw new Error(`The two routes answer different pages: ${customIds} vs ${coreIds}`);
  const total = Number(custom.headers.get('x-total-count'));

  const statsUrl = `${base}/api/admin/ideas/stats?status=${PAGE.status}`;
  await measure('warm-up', customUrl, admin.jwt);
  const ideasList = summary(await measure('GET /api/admin/ideas', customUrl, admin.jwt));
  ADMIN_JWT.value = admin.jwt;
  const ceiling = await measureCeiling(customUrl);
  const coreFind = summary(await measure("Strapi's core find", coreUrl, apiToken));
  const stats = summary(await measure('GET /api/admin/ideas/stats', statsUrl, admin.jwt));
  const ideaImport = await measureImport(base, admin.jwt);
  const cliImport = await measureCliImport(base, admin.jwt);
  const cliExportMemory = await measureExportMemory(base, admin.jwt);
  // The export topped the platform up to EXPORT_ROWS ideas: the same page and stats again at that size.
  const atScale = {
    ideas: cliExportMemory.large.rows,
    ideasList: summary(await measure(`GET /api/admin/ideas (${cliExportMemory.large.rows} ideas)`, customUrl, admin.jwt)),
    stats: summary(await measure(`GET /api/admin/ideas/stats (${cliExportMemory.large.rows} ideas)`, statsUrl, admin.jwt)),
  };
  atScale.targetMet = [atScale.ideasList, atScale.stats].every(
    (r) => r.requestsPerSecond >= TARGET.requestsPerSecond && r.p99Ms < TARGET.p99Ms && r.non2xx === 0,
  );
  const importAtScale = await measureImportAtScale(base, admin.jwt, child.pid);
  const firstLoad = await measureFirstLoad(base, admin.jwt);

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    ideas: IDEAS,
    page: { ...PAGE, matching: total },
    load: { connections: CONNECTIONS, durationSeconds: DURATION_S },
    appStartSeconds: startSeconds,
    ideasList,
    coreFind,
    ratio: Number((ideasList.requestsPerSecond / Math.max(1, coreFind.requestsPerSecond)).toFixed(1)),
    ceiling,
    ceilingRatio: Number((ideasList.requestsPerSecond / Math.max(1, ceiling.requestsPerSecond)).toFixed(2)),
    ceilingTarget: CEILING_TARGET,
    ceilingTargetMet: ideasList.requestsPerSecond >= CEILING_TARGET.ratio * ceiling.requestsPerSecond && ideasList.p99Ms < CEILING_TARGET.p99Ms,
    stats,
    target: TARGET,
    targetMet: [ideasList, stats].every((r) => r.requestsPerSecond >= TARGET.requestsPerSecond && r.p99Ms < TARGET.p99Ms && r.non2xx === 0),
    import: ideaImport,
    cliImport,
    cliExportMemory,
    atScale,
    importAtScale,
    firstLoad,
  };
  fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'ideas-list.json'), `${JSON.stringify(results, null, 2)}\n`);

  const row = (name, r) =>
    `${name.padEnd(28)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${String(r.p50Ms).padStart(5)} ms   p99 ${String(r.p99Ms).padStart(5)} ms   non-2xx ${r.non2xx}`;
  console.log(
    `\nOne page (${PAGE.end - PAGE.start} of ${total} ideas with status ${PAGE.status}, by rank), ${IDEAS.toLocaleString('en')} ideas, ${CONNECTIONS} connections, ${DURATION_S} s:`,
  );
  console.log(row('GET /api/admin/ideas', ideasList));
  console.log(row("Strapi's core find", coreFind));
  console.log(row('GET /api/admin/ideas/stats', stats));
  console.log(row('ceiling: node:http + SQLite', ceiling));
  console.log(
    `List/ceiling ${results.ceilingRatio}. Target ≥ ${CEILING_TARGET.ratio} of the ceiling with p99 < ${CEILING_TARGET.p99Ms} ms: ${results.ceilingTargetMet ? 'met' : 'NOT met'}.`,
  );
  console.log(
    `Ratio list/core find ${results.ratio}x. Target (list and stats): ≥ ${TARGET.requestsPerSecond} req/s and p99 < ${TARGET.p99Ms} ms: ${results.targetMet ? 'met' : 'NOT met'}.`,
  );
  const imp = ideaImport;
  console.log(
    `Import of ${imp.ideas.toLocaleString('en')} ideas from CSV (${(imp.csvBytes / 1e6).toFixed(1)} MB) in one call: ${imp.importSeconds.toFixed(2)} s ` +
      `(${Math.round(imp.ideas / imp.importSeconds)} ideas/s). One POST per idea: ${imp.singlePostsPerSecond} ideas/s over ${imp.singlePosts} posts ` +
      `(${imp.projectedSinglePostSeconds.toFixed(1)} s for ${imp.ideas.toLocaleString('en')}). Speed-up ${imp.speedup}x. ` +
      `Target < ${IMPORT_TARGET.seconds} s and ≥ ${IMPORT_TARGET.speedup}x: ${imp.targetMet ? 'met' : 'NOT met'}.`,
  );
  console.log(
    `platform ideas import of a ${cliImport.ideas.toLocaleString('en')}-idea CSV, end to end: ${cliImport.seconds.toFixed(2)} s. ` +
      `Target < ${CLI_IMPORT_TARGET_SECONDS} s: ${cliImport.targetMet ? 'met' : 'NOT met'}.`,
  );
  const mem = cliExportMemory;
  console.log(
    `platform ideas export to CSV: ${mem.smaller.rows.toLocaleString('en')} rows (${mem.smaller.fileMb} MB) in ${mem.smaller.seconds} s, peak ${mem.smaller.peakRssMb} MB; ` +
      `${mem.large.rows.toLocaleString('en')} rows (${mem.large.fileMb} MB) in ${mem.large.seconds} s, peak ${mem.large.peakRssMb} MB. ` +
      `Growth ${mem.growth}x, target ≤ ${mem.growthLimit}x (flat): ${mem.targetMet ? 'met' : 'NOT met'}.`,
  );
  console.log(row(`ideas list at ${atScale.ideas.toLocaleString('en')} ideas`, atScale.ideasList));
  console.log(row(`ideas stats at ${atScale.ideas.toLocaleString('en')} ideas`, atScale.stats));
  const big = importAtScale;
  console.log(
    `platform ideas import of that export (JSON, ${big.fileMb} MB, ${big.ideas.toLocaleString('en')} ideas) as new ideas, in parts and one transaction: ` +
      `${big.seconds} s (${big.ideasPerSecond} ideas/s); peak memory CLI ${big.cliPeakRssMb} MB, server ${big.serverPeakRssMb} MB.`,
  );
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  const adm = firstLoad.admin;
  console.log(
    `Admin app up to the ideas list: ${adm.files} JS/CSS files, ${kb(adm.decodedBytes)} decoded, ${kb(adm.sentBytes)} sent to Chromium ` +
      `(gzip ${kb(adm.gzipBytes)}, brotli ${kb(adm.brotliBytes)}). Landing LCP: median ${firstLoad.landingLcp.medianMs} ms of ${firstLoad.landingLcp.samplesMs.join(', ')} ms (target < 1000 ms).`,
  );
  console.log(`App start with seeding: ${startSeconds.toFixed(1)} s. Results written to bench/results/ideas-list.json.`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbPath}${suffix}`, { force: true });
}

// The system log's figures, on apps of their own once the one above has stopped.
await measureLogs();

// The admin dashboard's calls and first screen, with 100,000 visits and 1,000,000 log entries.
await measureDashboard();

// The product areas' figures (100,000 vehicle listings): the vehicle search and figures, the market summary.
await measureVehicles();
await measureMarket();

// The data pipelines: records pushed through a streaming pipeline, and a batch run over a local JSON API.
await measurePipelines();

// Two app processes on one PostgreSQL against one, and the cold start of a process.
await measureTwoProcesses();

// Every figure beside its target, in one table (bench/results/REPORT.md and the README).
writeReport();
