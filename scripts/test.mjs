// `npm test`: every suite, in order, on a fresh clone too (installs and builds what is missing first).
// `node scripts/test.mjs api-pg` runs one suite. Exit code 1 when any suite fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';
import { ROOT, ensureBuilt, ensureEnvFile, ensureInstalled } from './prepare.mjs';

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
  types: { title: 'types: TypeScript strict, every workspace', command: ['npm', 'run', 'typecheck'] },
  shared: { title: 'shared: domain unit tests (jest)', command: ['npm', 'test', '-w', 'shared'] },
  api: { title: 'cms: API on a real Strapi with SQLite (jest + supertest)', command: ['npm', 'test', '-w', 'cms'] },
  'api-pg': { title: 'cms: the same API suite on PostgreSQL', command: ['npm', 'run', 'test:pg', '-w', 'cms'] },
  cli: { title: 'cli: the platform command against a real Strapi (jest)', command: ['npm', 'test', '-w', 'cli'] },
  admin: { title: 'admin: components (vitest)', command: ['npm', 'test', '-w', 'admin'] },
  site: { title: 'site: components (vitest)', command: ['npm', 'test', '-w', 'site'] },
  // Too slow for every run (each starts its own app processes); `npm run test:hard`, which CI runs too.
  hard: {
    title: 'hard: backups, faults and app processes (node:test)',
    command: ['node', '--test', '--test-concurrency=1', ...hardTests()],
    runsApp: true,
  },
  e2e: {
    title: 'browser: flows in Chromium (Playwright)',
    command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    browser: true,
    runsApp: true,
  },
};
const DEFAULT = ['types', 'shared', 'api', 'cli', 'admin', 'site', 'e2e'];

const chosen = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT;
const unknown = chosen.filter((name) => !SUITES[name]);
if (unknown.length) {
  console.error(`Unknown suite ${unknown.join(', ')}; suites: ${Object.keys(SUITES).join(', ')}.`);
  process.exit(2);
}

ensureInstalled();
ensureEnvFile();
// The browser and hard suites run the built app; the others need the shared package only.
ensureBuilt(chosen.some((name) => SUITES[name].runsApp) ? undefined : ['shared']);

const results = [];
for (const name of chosen) {
  const suite = SUITES[name];
  console.log(`\n=== ${suite.title} ===`);
  const started = Date.now();
  const env = { ...process.env };
  let status;
  if (suite.browser && !ensureChromium()) status = 1;
  else {
    if (suite.browser) env.E2E_PORT = String(await freePort());
    status = spawnSync(suite.command[0], suite.command.slice(1), { cwd: ROOT, stdio: 'inherit', env }).status ?? 1;
  }
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(7)} ${r.seconds.toFixed(1)} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
