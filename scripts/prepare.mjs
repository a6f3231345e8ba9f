// Makes a checkout ready to run: dependencies installed, secrets in cms/.env, every build present and current.
// Node built-ins only: this runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMPS = path.join(ROOT, '.build-stamps');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`"${command} ${args.join(' ')}" failed${result.status === null ? '' : ` with exit code ${result.status}`}.`);
  }
}

/**
 * Runs a build step with its output kept, so that builds side by side do not interleave: the output is printed when
 * the step fails (and its error thrown), and dropped when it succeeds.
 */
function runQuiet(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (status) => {
      if (status === 0) return resolve();
      process.stderr.write(output);
      reject(new Error(`"${command} ${args.join(' ')}" failed${status === null ? '' : ` with exit code ${status}`}.`));
    });
  });
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

const INSTALLED = path.join(ROOT, 'node_modules', '.package-lock.json');
/** The SQLite driver's native module: the one install step that compiles from source here (about a minute on one core). */
const SQLITE_DRIVER = 'better-sqlite3';
const SQLITE_BINARY = path.join(ROOT, 'node_modules', SQLITE_DRIVER, 'build', 'Release', 'better_sqlite3.node');

/** The names of the installed packages that have install scripts, as npm recorded them. */
function packagesWithInstallScripts() {
  const { packages } = JSON.parse(fs.readFileSync(INSTALLED, 'utf8'));
  return [...new Set(Object.entries(packages).filter(([, entry]) => entry.hasInstallScript).map(([at]) => at.split('node_modules/').pop()))];
}

/**
 * `npm ci` when node_modules is missing or older than the lockfile. The SQLite driver compiles in the background (the
 * builds beside it never load it) and the returned promise ends when it is ready; every other install script has run.
 */
export function startInstall() {
  if (!(mtime(INSTALLED) > 0 && mtime(INSTALLED) >= mtime(path.join(ROOT, 'package-lock.json')))) {
    console.log('Installing dependencies (npm ci, a few minutes on a fresh clone)...');
    run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts']);
    const others = packagesWithInstallScripts().filter((name) => name !== SQLITE_DRIVER);
    if (others.length) run('npm', ['rebuild', ...others]);
  }
  // Checked on its own too: a run stopped while the driver compiled left the install without it.
  if (fs.existsSync(SQLITE_BINARY)) return Promise.resolve();
  console.log(`Compiling the SQLite driver (${SQLITE_DRIVER}) in the background...`);
  const compiled = runQuiet('npm', ['rebuild', SQLITE_DRIVER]);
  // Its failure is thrown where the promise is awaited, not at once in the middle of the builds.
  compiled.catch(() => undefined);
  return compiled;
}

/** Dependencies installed, the SQLite driver included. */
export const ensureInstalled = () => startInstall();

/** A fresh set of the secrets Strapi needs, as KEY=value lines. */
export function secretLines() {
  const secret = () => crypto.randomBytes(24).toString('base64');
  return [
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    `API_TOKEN_SALT=${secret()}`,
    `ADMIN_JWT_SECRET=${secret()}`,
    `TRANSFER_TOKEN_SALT=${secret()}`,
    `JWT_SECRET=${secret()}`,
    `ENCRYPTION_KEY=${secret()}`,
    `TWO_FACTOR_KEY=${secret()}`,
  ];
}

/** Secrets generated once per checkout into cms/.env (never committed), unless the environment provides them. */
export function ensureEnvFile() {
  const file = path.join(ROOT, 'cms', '.env');
  if (fs.existsSync(file) || process.env.JWT_SECRET) return;
  const header = '# Generated at first start. Keep private; delete it to rotate every secret (signs everybody out).';
  fs.writeFileSync(file, `${[header, ...secretLines()].join('\n')}\n`, { mode: 0o600 });
}

function filesUnder(target) {
  const full = path.join(ROOT, target);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => !/\.(test|spec)\.tsx?$/.test(file))
    .sort();
}

function fingerprint(inputs) {
  const hash = crypto.createHash('sha256');
  for (const file of inputs.flatMap(filesUnder)) {
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const SHARED_INPUTS = ['shared/src', 'shared/tsconfig.json', 'shared/tsconfig.build.json', 'tsconfig.base.json'];

/**
 * Each build: what it reads, what it writes, how it is made. In order of priority when cores are short: the longest chain
 * (shared, the server, then the panel, whose build compiles the server again) first.
 */
export const BUILDS = [
  {
    name: 'shared',
    inputs: [...SHARED_INPUTS, 'package-lock.json'],
    output: 'shared/dist/index.js',
    build: () => {
      fs.rmSync(path.join(ROOT, 'shared', 'dist'), { recursive: true, force: true });
      fs.rmSync(path.join(ROOT, 'shared', 'tsconfig.tsbuildinfo'), { force: true });
      // As the type check's `tsc -b` builds it, so that the check finds it current and writes nothing while suites beside
      // it read the build.
      return runQuiet('npx', ['tsc', '-b', 'shared/tsconfig.json']);
    },
  },
  {
    name: 'cms-server',
    inputs: ['cms/src', 'cms/config', 'cms/database', 'cms/tsconfig.json', ...SHARED_INPUTS, 'package-lock.json'],
    output: 'cms/dist/src/index.js',
    // The server compiles against the shared package's build (its package main).
    needs: ['shared'],
    build: () => {
      // Drop the old server output (never the panel build beside it), so a deleted source file leaves no route behind.
      for (const entry of ['src', 'config', 'database', 'tsconfig.tsbuildinfo']) {
        fs.rmSync(path.join(ROOT, 'cms', 'dist', entry), { recursive: true, force: true });
      }
      return runQuiet('npx', ['tsc', '-p', 'cms/tsconfig.json']);
    },
  },
  {
    name: 'cms-panel',
    inputs: ['cms/config/admin.ts', 'cms/src/admin', 'package-lock.json'],
    output: 'cms/dist/build/index.html',
    // `strapi build` type-checks and compiles the server into cms/dist before the panel: against the shared build, and
    // never while the server's own build below writes the same files.
    needs: ['shared', 'cms-server'],
    build: () => runQuiet('npx', ['strapi', 'build'], { cwd: path.join(ROOT, 'cms'), env: { ...process.env, NODE_ENV: 'production' } }),
  },
  {
    name: 'admin',
    inputs: ['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'admin/public', 'scripts/precompress.mjs', ...SHARED_INPUTS, 'package-lock.json'],
    output: 'admin/dist/index.html',
    build: async () => {
      await runQuiet('npm', ['run', 'build', '-w', 'admin']);
      precompress(path.join(ROOT, 'admin', 'dist'));
    },
  },
  {
    name: 'site',
    inputs: ['site/src', 'site/index.html', 'site/vite.config.ts', 'site/public', 'scripts/precompress.mjs', ...SHARED_INPUTS, 'package-lock.json'],
    output: 'site/dist/index.html',
    build: async () => {
      await runQuiet('npm', ['run', 'build', '-w', 'site']);
      precompress(path.join(ROOT, 'site', 'dist'));
    },
  },
  {
    name: 'cli',
    inputs: ['cli/src', 'cli/tsconfig.json', ...SHARED_INPUTS, 'package-lock.json'],
    output: 'cli/dist/index.js',
    needs: ['shared'],
    build: () => runQuiet('npx', ['tsc', '-b', 'cli/tsconfig.json']),
  },
];

/**
 * Builds what is missing or older than its sources, `names` only when given: as many at a time as the machine has
 * cores, each once the builds it needs are done (a fresh clone's six builds take about half as long as one by one).
 */
export async function ensureBuilt(names = BUILDS.map((b) => b.name)) {
  fs.mkdirSync(STAMPS, { recursive: true });
  const stale = BUILDS.filter((b) => names.includes(b.name))
    .map((target) => ({ target, stampFile: path.join(STAMPS, target.name), current: fingerprint(target.inputs) }))
    .filter(({ target, stampFile, current }) => {
      const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
      return previous !== current || !fs.existsSync(path.join(ROOT, target.output));
    });
  const done = new Map();
  const build = async ({ target, stampFile, current }) => {
    // What it needs and is being built too must be finished first (looked up once every build has started).
    await null;
    await Promise.all((target.needs ?? []).map((name) => done.get(name)).filter(Boolean));
    await slot.take(BUILDS.indexOf(target));
    console.log(`Building ${target.name}...`);
    const started = Date.now();
    try {
      await target.build();
    } finally {
      slot.give();
    }
    fs.writeFileSync(stampFile, current);
    console.log(`Built ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  };
  const slot = slots(availableParallelism());
  for (const item of stale) done.set(item.target.name, build(item));
  // Every build ends (a failed one does not stop the others half way), then the first failure is thrown.
  const failed = (await Promise.allSettled(done.values())).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** At most `count` holders at a time; the others wait, the lowest rank first. */
function slots(count) {
  let free = count;
  const waiting = [];
  return {
    take: (rank) => {
      if (free > 0) return (free -= 1), Promise.resolve();
      return new Promise((resolve) => {
        waiting.push({ rank, resolve });
        waiting.sort((a, b) => a.rank - b.rank);
      });
    },
    // On the next turn, once the builds that waited for the one ending have asked for a slot too.
    give: () => setImmediate(() => (waiting.length ? waiting.shift().resolve() : (free += 1))),
  };
}

/** Everything a run needs, in order. */
export async function prepare() {
  const installed = startInstall();
  ensureEnvFile();
  await ensureBuilt();
  await installed;
}

// `node scripts/prepare.mjs shared cms-server`: those builds, each only when its sources changed (the API tests'
// set-up, which runs the server from its build instead of compiling it again).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !BUILDS.some((b) => b.name === name));
  if (unknown.length) {
    console.error(`Unknown build ${unknown.join(', ')}; builds: ${BUILDS.map((b) => b.name).join(', ')}.`);
    process.exit(2);
  }
  await ensureBuilt(names.length ? names : undefined);
}
