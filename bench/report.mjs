// One table of the platform's figures from the latest `npm run bench` results (bench/results/*.json), each beside
// its target: written to bench/results/REPORT.md, into the README between its figure markers, and printed.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/prepare.mjs';

const RESULTS = path.join(ROOT, 'bench', 'results');
const README = path.join(ROOT, 'README.md');
const START = '<!-- bench-figures:start -->';
const END = '<!-- bench-figures:end -->';

/** The size of a bare Refine + antd list page, gzipped, measured on these machines; the admin may be 1.2× that. */
const BARE_REFINE_LIST_GZIP_KB = 476;
const ADMIN_FIRST_LOAD_LIMIT_KB = Math.round(BARE_REFINE_LIST_GZIP_KB * 1.2);

const read = (name) => {
  const file = path.join(RESULTS, `${name}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};
const n = (value) => Number(value).toLocaleString('en');
const throughput = (r) => `${n(r.requestsPerSecond)} req/s, p99 ${r.p99Ms} ms`;
const met = (yes) => (yes ? 'met' : '**not met**');

/** Each row: what, measured, target, whether met; a missing result file leaves its rows out. */
function rows() {
  const out = [];
  const add = (figure, measured, target, ok) => out.push({ figure, measured, target, ok });
  const ideas = read('ideas-list');
  if (ideas) {
    const perf = `≥ ${ideas.target.requestsPerSecond} req/s, p99 < ${ideas.target.p99Ms} ms`;
    const passes = (r) => r.requestsPerSecond >= ideas.target.requestsPerSecond && r.p99Ms < ideas.target.p99Ms && r.non2xx === 0;
    add(`Ideas list page, ${n(ideas.ideas)} ideas (SQLite)`, throughput(ideas.ideasList), perf, passes(ideas.ideasList));
    add(`Ideas stats, ${n(ideas.ideas)} ideas`, throughput(ideas.stats), perf, passes(ideas.stats));
    if (ideas.atScale) {
      add(`Ideas list page, ${n(ideas.atScale.ideas)} ideas`, throughput(ideas.atScale.ideasList), perf, passes(ideas.atScale.ideasList));
      add(`Ideas stats, ${n(ideas.atScale.ideas)} ideas`, throughput(ideas.atScale.stats), perf, passes(ideas.atScale.stats));
    }
    add(
      `Import of ${n(ideas.import.ideas)} ideas (CSV, one call)`,
      `${ideas.import.importSeconds} s (${ideas.import.speedup}× one post per idea)`,
      '< 5 s, ≥ 20×',
      ideas.import.targetMet,
    );
    add(`\`platform ideas import\`, ${n(ideas.cliImport.ideas)} ideas`, `${ideas.cliImport.seconds} s`, '< 10 s', ideas.cliImport.targetMet);
    const mem = ideas.cliExportMemory;
    add(
      `\`platform ideas export\` memory, ${n(mem.smaller.rows)} → ${n(mem.large.rows)} rows`,
      `${mem.smaller.peakRssMb} → ${mem.large.peakRssMb} MB (${mem.growth}×)`,
      `≤ ${mem.growthLimit}× (flat)`,
      mem.targetMet,
    );
    const gzipKb = Math.round(ideas.firstLoad.admin.gzipBytes / 1024);
    add(
      'Admin app first-load JS + CSS, gzip (to the ideas list)',
      `${gzipKb} KB (${ideas.firstLoad.admin.files} files; brotli ${Math.round(ideas.firstLoad.admin.brotliBytes / 1024)} KB)`,
      `≤ ${ADMIN_FIRST_LOAD_LIMIT_KB} KB (1.2 × a bare Refine + antd list page, ${BARE_REFINE_LIST_GZIP_KB} KB)`,
      gzipKb <= ADMIN_FIRST_LOAD_LIMIT_KB,
    );
    add(
      'Site landing, largest contentful paint (loopback)',
      `${ideas.firstLoad.landingLcp.medianMs} ms (median)`,
      '< 1,000 ms',
      ideas.firstLoad.landingLcp.medianMs < 1000,
    );
  }
  const logs = read('logs');
  if (logs) {
    const at = logs.atScale;
    add(
      `System log page, filtered, ${n(at.rows)} rows`,
      `p95 ${at.filteredPage.p95Ms} ms`,
      `p95 < ${at.filteredPage.target} ms`,
      at.filteredPage.targetMet,
    );
    add(`System log stats, ${n(at.rows)} rows`, `p95 ${at.stats.p95Ms} ms`, `p95 < ${at.stats.target} ms`, at.stats.targetMet);
    add(
      'System log export, 10,000 rows',
      `${Math.max(...at.export10k.seconds)} s (slowest of ${at.export10k.seconds.length})`,
      `< ${at.export10k.target} s`,
      at.export10k.targetMet,
    );
    add('Request logging overhead', `${(logs.logging.overhead * 100).toFixed(1)} %`, '≤ 5 %', logs.logging.targetMet);
  }
  const dashboard = read('dashboard');
  if (dashboard) {
    const visitors = dashboard.calls['visitors, 30 days'];
    add(
      `Visitor analytics, 30 days, ${n(dashboard.data.visits)} visits`,
      `p95 ${visitors.p95Ms} ms`,
      `p95 < ${visitors.target} ms`,
      visitors.targetMet,
    );
    add(
      `Dashboard overview, ${n(dashboard.data.logRows)} log rows`,
      `p95 ${dashboard.calls.overview.p95Ms} ms`,
      `p95 < ${dashboard.calls.overview.target} ms`,
      dashboard.calls.overview.targetMet,
    );
    add(
      'Dashboard first screen (navigation to four figures)',
      `${dashboard.firstScreen.medianMs} ms (median)`,
      `< ${dashboard.firstScreen.target} ms`,
      dashboard.firstScreen.targetMet,
    );
  }
  for (const [name, database] of [
    ['vehicles', 'SQLite'],
    ['vehicles-postgres', 'PostgreSQL'],
  ]) {
    const vehicles = read(name);
    if (vehicles)
      add(
        `Vehicle search, ${n(vehicles.listings)} listings (${database})`,
        `p95 ${vehicles.search.p95Ms} ms`,
        `p95 < ${vehicles.search.target} ms`,
        vehicles.search.targetMet,
      );
  }
  const market = read('market');
  if (market) {
    add('Market summary, computed', `${market.uncached.medianMs} ms (median)`, `< ${market.uncached.target} ms`, market.uncached.targetMet);
    add('Market summary, cached', `p95 ${market.cached.p95Ms} ms`, `< ${market.cached.target} ms`, market.cached.targetMet);
  }
  const pipelines = read('pipelines');
  if (pipelines) {
    add(
      `Pipeline ingest, ${n(pipelines.ingest.records)} records`,
      `${n(pipelines.ingest.recordsPerSecond)} records/s`,
      `≥ ${n(pipelines.target.ingestRecordsPerSecond)} records/s`,
      pipelines.ingest.recordsPerSecond >= pipelines.target.ingestRecordsPerSecond,
    );
    add(
      `Pipeline batch run, ${n(pipelines.batchRun.records)} records`,
      `${pipelines.batchRun.seconds} s`,
      `< ${pipelines.target.runSeconds} s`,
      pipelines.batchRun.seconds < pipelines.target.runSeconds,
    );
  }
  const two = read('two-processes');
  if (two) {
    add(
      `Ideas list page, two app processes vs one (PostgreSQL, ${two.machine.cpus} cores)`,
      `${n(two.twoProcesses.requestsPerSecond)} vs ${n(two.oneProcess.requestsPerSecond)} req/s (${two.speedup}×)`,
      `> ${two.target.speedup}× (adds capacity)`,
      two.targetMet,
    );
    add('cms cold start (a made PostgreSQL database)', `${two.coldStartSeconds.toFixed(1)} s`, '< 15 s', two.coldStartSeconds < 15);
  }
  return out;
}

export function writeReport() {
  const table = [
    '| figure | measured | target | |',
    '|---|---|---|---|',
    ...rows().map((row) => `| ${row.figure} | ${row.measured} | ${row.target} | ${met(row.ok)} |`),
  ].join('\n');
  const dates = fs
    .readdirSync(RESULTS)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(RESULTS, file), 'utf8')).measuredAt)
    .filter(Boolean)
    .sort();
  const ideas = read('ideas-list');
  // Machines of the same size differ several times over in speed: the bare server's figure says how fast this one was.
  const machine = ideas?.ceiling
    ? ` On that machine a bare node:http + SQLite server answering the same ideas page gave ${n(ideas.ceiling.requestsPerSecond)} req/s, p99 ${ideas.ceiling.p99Ms} ms ` +
      `(the platform's page: ${(ideas.ideasList.requestsPerSecond / ideas.ceiling.requestsPerSecond).toFixed(2)} of it).`
    : '';
  const note = `Measured ${dates[0]?.slice(0, 10)} to ${dates.at(-1)?.slice(0, 10)} on ${ideas?.machine.cpus ?? 2} cores (\`npm run bench\`; details in \`bench/results/*.json\`).${machine}`;
  const block = `${table}\n\n${note}`;
  fs.writeFileSync(path.join(RESULTS, 'REPORT.md'), `# Figures\n\n${block}\n`);
  const readme = fs.readFileSync(README, 'utf8');
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from >= 0 && to > from) fs.writeFileSync(README, `${readme.slice(0, from + START.length)}\n${block}\n${readme.slice(to)}`);
  console.log(`\n${block}\nWritten to bench/results/REPORT.md and the README.`);
}

if (import.meta.url === `file://${process.argv[1]}`) writeReport();
