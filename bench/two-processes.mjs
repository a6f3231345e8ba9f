// Two app processes on one PostgreSQL against one: the admin ideas list under load (autocannon spreading its
// connections over the processes' addresses, as a round-robin balancer does, without a proxy's own cost in the
// figure), and the cms cold start of a process on a database that is already made.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/prepare.mjs';
import { ownPlatform } from '../scripts/own-platform.mjs';
import { loadSummary, underLoad } from './load.mjs';

const IDEAS = 10_000;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE = '/api/admin/ideas?status=development&_sort=rank&_order=ASC&_start=0&_end=20';
/**
 * The issue sets no figure: the second process must add capacity, not contention (on two cores shared with
 * PostgreSQL and the load generator, a second process cannot double it).
 */
const TARGET = { speedup: 1.0 };

const run = async (url, token) => loadSummary(await underLoad(url, token, { connections: CONNECTIONS, seconds: DURATION_S }));

export async function measureTwoProcesses() {
  console.log(`\nTwo app processes on one PostgreSQL, ${IDEAS.toLocaleString('en')} ideas...`);
  const platform = await ownPlatform('postgres', { label: 'bench-two', processes: 2, env: { SEED_IDEAS: String(IDEAS), LOG_LEVEL: 'error' } });
  try {
    await platform.start();
    const token = platform.auth.Authorization.replace('Bearer ', '');
    const oneProcess = await run(`${platform.bases[0]}${PAGE}`, token);
    const twoProcesses = await run(
      platform.bases.map((base) => `${base}${PAGE}`),
      token,
    );
    const speedup = Number((twoProcesses.requestsPerSecond / Math.max(1, oneProcess.requestsPerSecond)).toFixed(2));
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      database: 'postgres',
      ideas: IDEAS,
      load: { connections: CONNECTIONS, durationSeconds: DURATION_S, page: PAGE },
      firstStartSeconds: platform.startSeconds[0],
      coldStartSeconds: platform.startSeconds[1],
      oneProcess,
      twoProcesses,
      speedup,
      target: TARGET,
      targetMet: speedup > TARGET.speedup && oneProcess.non2xx === 0 && twoProcesses.non2xx === 0,
    };
    fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'two-processes.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      `Ideas list page: one process ${oneProcess.requestsPerSecond} req/s (p99 ${oneProcess.p99Ms} ms), two processes ${twoProcesses.requestsPerSecond} req/s ` +
        `(p99 ${twoProcesses.p99Ms} ms): ${speedup}x (target > ${TARGET.speedup}x: ${results.targetMet ? 'met' : 'NOT met'}). ` +
        `Start on a new database with seeding ${results.firstStartSeconds.toFixed(1)} s; cold start on a made one ${results.coldStartSeconds.toFixed(1)} s.`,
    );
    return results;
  } finally {
    await platform.cleanUp();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureTwoProcesses();
