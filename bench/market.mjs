// The Market Intelligence summary (GET /api/market-intelligence/simple) with 100,000 vehicle listings and the sample
// property listings: computed anew (a listing data version raised before each call, as any listing write would) and
// answered from the cache. Targets: uncached < 500 ms (median and max of the runs are reported), cached p95 < 20 ms.
// Writes bench/results/market.json. Run alone with `node bench/market.mjs` (BENCH_DATABASE=postgres for PostgreSQL
// on 127.0.0.1:5432, or TEST_POSTGRES_ADMIN_URL), or call measureMarketSummary({ base, jwt, raiseVersion }) on a
// running app that holds the listings.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ROOT, ensureBuilt, ensureInstalled } from '../scripts/prepare.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { signIn, startApp, stopApp } from '../scripts/app-process.mjs';
import { throwawayPostgres } from './postgres-database.mjs';

const VEHICLES = Number(process.env.BENCH_VEHICLE_LISTINGS ?? 100_000);
const UNCACHED_RUNS = Number(process.env.BENCH_MARKET_RUNS ?? 15);
const CACHED_CALLS = Number(process.env.BENCH_MARKET_CALLS ?? 500);
const TARGET = { uncachedMs: 500, cachedP95Ms: 20 };
const SUMMARY = '/api/market-intelligence/simple';

const cmsRequire = createRequire(path.join(ROOT, 'cms', 'package.json'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => Number(value.toFixed(1));

/** The database the app runs on, and a way to raise a data version in it from outside, as another process would. */
async function benchDatabase() {
  if (process.env.BENCH_DATABASE !== 'postgres') {
    const dbFile = `.tmp/bench-market-${process.pid}.db`;
    return {
      name: 'sqlite',
      dbFile,
      env: {},
      async raiseVersion(name) {
        const Database = cmsRequire('better-sqlite3');
        const db = new Database(path.join(ROOT, 'cms', dbFile));
        try {
          db.prepare('UPDATE data_versions SET version = version + 1 WHERE name = ?').run(name);
        } finally {
          db.close();
        }
      },
      async drop() {},
    };
  }
  const { Client } = cmsRequire('pg');
  const database = await throwawayPostgres('market');
  const client = new Client({ connectionString: database.url });
  let connected = false;
  return {
    name: 'postgres',
    // startApp removes this file when done; the data lives in PostgreSQL.
    dbFile: `.tmp/bench-market-${process.pid}.unused`,
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.url },
    async raiseVersion(name) {
      if (!connected) await client.connect();
      connected = true;
      await client.query('UPDATE data_versions SET version = version + 1 WHERE name = $1', [name]);
    },
    async drop() {
      if (connected) await client.end();
      await database.drop();
    },
  };
}

/** The area guard and usage count alone: what every area call costs before its handler runs. */
async function timedOpen(base, jwt) {
  const started = performance.now();
  const res = await fetch(`${base}/api/product-areas/data/open`, { method: 'POST', headers: { authorization: `Bearer ${jwt}` } });
  await res.json();
  if (!res.ok) throw new Error(`area open: ${res.status}`);
  return performance.now() - started;
}

async function timedSummary(base, jwt) {
  const started = performance.now();
  const res = await fetch(`${base}${SUMMARY}`, { headers: { authorization: `Bearer ${jwt}` } });
  const body = await res.json();
  const elapsed = performance.now() - started;
  if (!res.ok) throw new Error(`${SUMMARY}: ${res.status} ${JSON.stringify(body)}`);
  return { ms: elapsed, body };
}

/**
 * The summary's figures on a running app holding the listings: `raiseVersion(name)` raises a data version in its
 * database (as a listing write from any process would), so that the next call computes anew.
 */
export async function measureMarketSummary({ base, jwt, raiseVersion, vehicles = VEHICLES }) {
  const first = await timedSummary(base, jwt);
  const { auto, property } = first.body;
  if (auto.summary.total_listings < vehicles) throw new Error(`The summary counts ${auto.summary.total_listings} vehicle listings, not ${vehicles}.`);

  // Each run follows a raised version, so it computes anew; a changed timestamp proves it did.
  const uncached = [];
  let previous = first.body.timestamp;
  for (let i = 0; i < UNCACHED_RUNS; i += 1) {
    await raiseVersion(i % 2 === 0 ? 'vehicle_listings' : 'property_listings');
    const run = await timedSummary(base, jwt);
    if (run.body.timestamp === previous) throw new Error('A summary after a raised data version came from the cache.');
    previous = run.body.timestamp;
    uncached.push(run.ms);
  }

  const cached = [];
  for (let i = 0; i < CACHED_CALLS; i += 1) {
    const run = await timedSummary(base, jwt);
    if (run.body.timestamp !== previous) throw new Error('A summary without any listing change was computed anew.');
    cached.push(run.ms);
  }

  const guard = [];
  for (let i = 0; i < CACHED_CALLS; i += 1) guard.push(await timedOpen(base, jwt));

  const results = {
    vehicleListings: auto.summary.total_listings,
    propertyListingsOnMarket: property.summary.total_listings,
    uncached: { runs: UNCACHED_RUNS, medianMs: ms(median(uncached)), maxMs: ms(Math.max(...uncached)), target: TARGET.uncachedMs },
    cached: {
      calls: CACHED_CALLS,
      p50Ms: ms(percentile(cached, 50)),
      p95Ms: ms(percentile(cached, 95)),
      maxMs: ms(Math.max(...cached)),
      target: TARGET.cachedP95Ms,
    },
    areaGuardAlone: { calls: CACHED_CALLS, p50Ms: ms(percentile(guard, 50)), p95Ms: ms(percentile(guard, 95)) },
  };
  results.uncached.targetMet = results.uncached.maxMs < TARGET.uncachedMs;
  results.cached.targetMet = results.cached.p95Ms < TARGET.cachedP95Ms;
  return results;
}

export function printMarketResults(results) {
  const met = (ok) => (ok ? 'met' : 'NOT met');
  console.log(
    `\nMarket summary (${results.database}, ${results.vehicleListings.toLocaleString('en')} vehicle listings, ${results.propertyListingsOnMarket.toLocaleString('en')} sale listings on the market): ` +
      `uncached median ${results.uncached.medianMs} ms, max ${results.uncached.maxMs} ms over ${results.uncached.runs} runs (target < ${TARGET.uncachedMs} ms: ${met(results.uncached.targetMet)}); ` +
      `cached p50 ${results.cached.p50Ms} ms, p95 ${results.cached.p95Ms} ms over ${results.cached.calls} calls (target < ${TARGET.cachedP95Ms} ms: ${met(results.cached.targetMet)}); ` +
      `the area guard and usage count alone (POST /api/product-areas/data/open) p50 ${results.areaGuardAlone.p50Ms} ms, p95 ${results.areaGuardAlone.p95Ms} ms.`,
  );
}

/** An app of its own seeded with the listings, measured, stopped; the results written and printed. */
export async function measureMarket() {
  const database = await benchDatabase();
  const port = await freePort();
  let child;
  try {
    console.log(`Starting the app with ${VEHICLES.toLocaleString('en')} vehicle listings on ${database.name}...`);
    const started = await startApp(port, database.dbFile, { SEED_IDEAS: '0', SEED_VEHICLE_LISTINGS: String(VEHICLES), ...database.env });
    child = started.child;
    const base = `http://127.0.0.1:${port}`;
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      database: database.name,
      appStartSeconds: Number(started.startSeconds.toFixed(1)),
      ...(await measureMarketSummary({ base, jwt: await signIn(base), raiseVersion: database.raiseVersion })),
    };
    fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    const file = database.name === 'postgres' ? 'market-postgres.json' : 'market.json';
    fs.writeFileSync(path.join(ROOT, 'bench', 'results', file), `${JSON.stringify(results, null, 2)}\n`);
    printMarketResults(results);
    console.log(`Results written to bench/results/${file}.`);
    return results;
  } finally {
    if (child) await stopApp(child, database.dbFile);
    await database.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureInstalled();
  await ensureBuilt(['shared', 'cms-server']);
  await measureMarket();
}
