// `npm test`: every suite, in order, on a fresh clone too (installs and builds what is missing first).
// `node scripts/test.mjs api-pg` runs one suite; `npm test -- --also api-pg,hard` adds suites to every one (CI).
// Exit code 1 when any suite fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';
import { ROOT, ensureBuilt, ensureEnvFile, startInstall } from './prepare.mjs';

/** The hard suite's files: testing/hard/*.test.mjs. */
function hardTests() {
  const dir = path.join(ROOT, 'testing', 'hard');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.test.mjs'))
        .sort()
        .map((file) => path.join('testing', 'hard', file))
    : [];
}

const SUITES = {
  // tsc checks one project after another on one core.
  types: { title: 'types: TypeScript strict, every workspace', command: ['npm', 'run', 'typecheck'], oneCore: true },
  shared: { title: 'shared: domain unit tests (jest)', command: ['npm', 'test', '-w', 'shared'], oneCore: true },
  api: { title: 'cms: API on a real Strapi with SQLite (jest + supertest)', command: ['npm', 'test', '-w', 'cms'], oneCore: true, runsServer: true },
  'api-pg': { title: 'cms: the same API suite on PostgreSQL', command: ['npm', 'run', 'test:pg', '-w', 'cms'], oneCore: true, runsServer: true },
  cli: { title: 'cli: the platform command against a real Strapi (jest)', command: ['npm', 'test', '-w', 'cli'], oneCore: true, runsServer: true },
  admin: { title: 'admin: components (vitest)', command: ['npm', 'test', '-w', 'admin'] },
  site: { title: 'site: components (vitest)', command: ['npm', 'test', '-w', 'site'] },
  // Too slow for every run (each starts its own app processes); `npm run test:hard`, which CI runs too.
  hard: {
    title: 'hard: backups, faults and app processes (node:test)',
    command: ['node', '--test', '--test-concurrency=1', ...hardTests()],
    runsApp: true,
    oneCore: true,
  },
  e2e: {
    title: 'browser: flows in Chromium (Playwright)',
    command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    browser: true,
    runsApp: true,
  },
};
const DEFAULT = ['types', 'shared', 'api', 'cli', 'admin', 'site', 'e2e'];

const args = process.argv.slice(2);
const alsoAt = args.indexOf('--also');
const also = alsoAt >= 0 ? (args.splice(alsoAt, 2)[1] ?? '').split(',').filter(Boolean) : [];
/**
 * The order suites start in: the one-core ones longest first, so that two lanes of them end close together. The
 * browser suite runs alone: its browser and its server wait on each other, and a suite beside it (the type check
 * was tried) slows it by about as long as that suite takes on a core of its own.
 */
const RUN_ORDER = ['api-pg', 'api', 'hard', 'cli', 'types', 'shared', 'admin', 'site', 'e2e'];
const chosen = [...new Set([...(args.length ? args : DEFAULT), ...also])].sort((a, b) => RUN_ORDER.indexOf(a) - RUN_ORDER.indexOf(b));
const unknown = chosen.filter((name) => !SUITES[name]);
if (unknown.length) {
  console.error(`Unknown suite ${unknown.join(', ')}; suites: ${Object.keys(SUITES).join(', ')}.`);
  process.exit(2);
}

const runStarted = Date.now();
/** Where in the run we are, as m:ss, so that a log cut short still shows where the time went. */
const at = () => {
  const seconds = Math.round((Date.now() - runStarted) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const installed = startInstall();
ensureEnvFile();
// The browser and hard suites run the built app; the API and CLI suites its server (built here once, so that two
// suites side by side never build it at the same time); the others need the shared package only.
await ensureBuilt(
  chosen.some((name) => SUITES[name].runsApp)
    ? undefined
    : ['shared', ...(chosen.some((name) => SUITES[name].runsServer) ? ['cms-server', 'cli'] : [])],
);
await installed;
console.log(`[${at()}] installed and built; suites: ${chosen.join(', ')}.`);

/**
 * A suite still running after this long is stopped and counted as failed, so that a hang ends with its name in the
 * log and the summary (the slowest suite takes about 20 minutes on a slow two-core machine).
 */
const SUITE_LIMIT_SECONDS = Number(process.env.SUITE_LIMIT_MINUTES ?? 40) * 60;
/**
 * Each suite runs in a process group of its own, so that what it leaves behind can be ended with it; not at a
 * terminal, where a group in the background may be stopped for touching the terminal and Ctrl+C reaches only the
 * foreground group.
 */
const ownGroups = !process.stdout.isTTY;
/** The suites running now, by name: the pid of each one's process (and group). */
const groups = new Map();

/** Ends a suite's process and whatever is left in its group (a server or worker its runner left behind). */
function endGroup(pid) {
  try {
    process.kill(ownGroups ? -pid : pid, 'SIGKILL');
  } catch {
    // Nothing is left: the process and its group are gone.
  }
}

/**
 * Runs one suite. A suite running beside another keeps its output, shown whole when it ends, so the two do not
 * interleave; a suite running alone writes straight through.
 */
async function runSuite(name, { beside }) {
  const suite = SUITES[name];
  const started = Date.now();
  console.log(`\n=== ${suite.title} === [${at()}]${beside ? ' started beside another suite; its output follows when it ends' : ''}`);
  let output = '';
  let timedOut = false;
  const ended = (status) => {
    const seconds = (Date.now() - started) / 1000;
    if (beside) console.log(`\n=== ${suite.title} === (ran beside another suite)\n${output}`);
    const verdict = timedOut ? `stopped after ${SUITE_LIMIT_SECONDS} s` : status === 0 ? 'ok' : 'FAILED';
    console.log(`=== ${name}: ${verdict} in ${seconds.toFixed(1)} s [${at()}] ===`);
    return { name, ok: status === 0 && !timedOut, seconds };
  };
  const env = { ...process.env };
  if (suite.browser && !ensureChromium()) return ended(1);
  if (suite.browser) env.E2E_PORT = String(await freePort());
  const child = spawn(suite.command[0], suite.command.slice(1), {
    cwd: ROOT,
    stdio: ['ignore', beside ? 'pipe' : 'inherit', beside ? 'pipe' : 'inherit'],
    env,
    detached: ownGroups,
  });
  groups.set(name, child.pid);
  if (beside) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const limit = setTimeout(() => {
    timedOut = true;
    endGroup(child.pid);
  }, SUITE_LIMIT_SECONDS * 1000);
  const failedToStart = new Promise((resolve) => child.once('error', () => resolve(1)));
  const closed = Promise.race([failedToStart, new Promise((resolve) => child.once('close', resolve))]);
  const status = await Promise.race([failedToStart, new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)))]);
  clearTimeout(limit);
  // A process the suite left behind could hold its output open, and would take a core from the suites after it.
  endGroup(child.pid);
  groups.delete(name);
  await closed;
  return ended(status);
}

const results = [];
const running = new Map();

function printSummary() {
  console.log(`\n=== summary [${at()}] ===`);
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(7)} ${r.seconds.toFixed(1)} s`);
  for (const name of running.keys()) console.log(`…      ${name.padEnd(7)} still running`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
  return failed;
}

/** Stops the run: says what was running, leaves no suite's processes behind, and ends with the summary. */
function stopRun(why) {
  console.log(`\n${why} at ${at()}: stopping ${[...running.keys()].join(', ') || 'nothing'}.`);
  for (const pid of groups.values()) endGroup(pid);
  printSummary();
  process.exit(1);
}
// Stopped from outside (Ctrl+C, a time limit): the log still ends with the summary.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopRun(signal));
// CI's own limit on the whole run (.ci/run sets it short of the CI's), so that a slow run ends with its summary.
if (process.env.RUN_LIMIT_MINUTES) {
  setTimeout(
    () => stopRun(`The run's limit of ${process.env.RUN_LIMIT_MINUTES} minutes`),
    Number(process.env.RUN_LIMIT_MINUTES) * 60_000 - (Date.now() - runStarted),
  ).unref();
}

/**
 * Whether suites `a` and `b` may run at the same time on two cores: two that keep one core busy each (a jest process
 * with a Strapi in it, the hard suite's node:test, tsc). The others use every core (vitest's workers, the browser and
 * its server) and run alone.
 */
const mayShare = (a, b) => Boolean(SUITES[a].oneCore && SUITES[b].oneCore);

/**
 * In the chosen order, each as soon as it may share the machine with every suite running. A suite that may run
 * beside another keeps its output until it ends; the browser suite always writes straight through.
 */
const lanes = availableParallelism() >= 2 ? 2 : 1;
for (const name of chosen) {
  const fits = () => running.size === 0 || (running.size < lanes && [...running.keys()].every((other) => mayShare(name, other)));
  while (!fits()) await Promise.race(running.values());
  const beside =
    lanes > 1 && !SUITES[name].browser && [...chosen.slice(chosen.indexOf(name) + 1), ...running.keys()].some((other) => mayShare(name, other));
  running.set(
    name,
    runSuite(name, { beside }).then((result) => {
      running.delete(name);
      results.push(result);
    }),
  );
}
await Promise.all(running.values());

process.exit(printSummary() ? 1 : 0);
