// The vehicle analytics figures, written to bench/results/vehicles.json and printed: with 100,000 vehicle listings,
// a page of text search (a varied set of queries, with and without filters and orders) one at a time and eight at a
// time (target p95 < 100 ms), and the overview and statistics calls, computed and from the app's cache.
// Run alone with `node bench/vehicles.mjs` (SQLite; BENCH_DATABASE=postgres for a throwaway PostgreSQL database), or
// call measureVehicleSearch({ base, jwt, knex }) on a running app, with knex = vehicleDatabase({ dbFile }) reaching its
// database: it adds listings up to 100,000 with the demo's generator and makes the figures compute anew.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ROOT, ensureBuilt, ensureInstalled } from '../scripts/prepare.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { signIn, startApp, stopApp } from '../scripts/app-process.mjs';
import { throwawayPostgres } from './postgres-database.mjs';

const LISTINGS = Number(process.env.BENCH_VEHICLES ?? 100_000);
const TARGET = { searchP95Ms: 100 };
const SEQUENTIAL = 300;
const CONCURRENCY = 8;
const CONCURRENT_EACH = 40;
const FIGURE_CALLS = 30;

const cmsRequire = createRequire(path.join(ROOT, 'cms', 'package.json'));

/** What people type, alone or with the area's filters and orders. */
const SEARCHES = [
  { searchQuery: 'volvo' },
  { searchQuery: 'tesla model y' },
  { searchQuery: 'bergen elektrisk' },
  { searchQuery: 'golf diesel' },
  { searchQuery: 'oslo' },
  { searchQuery: 'toyota hybrid' },
  { searchQuery: 'bmw x5' },
  { searchQuery: 'audi e-tron' },
  { searchQuery: 'volkswagen id.4' },
  { searchQuery: 'kia ev6 oslo' },
  { searchQuery: 'trondheim automat' },
  { searchQuery: 'nissan leaf' },
  { searchQuery: 'polestar' },
  { searchQuery: 'stavanger' },
  { searchQuery: 'elektrisk' },
  { searchQuery: 'ladbar hybrid' },
  { searchQuery: 'merc' },
  { searchQuery: 'tromsø' },
  { searchQuery: 'skoda octavia manuell' },
  { searchQuery: 'volvo', filters: { region: 'oslo' }, sort: 'price_asc' },
  { searchQuery: 'elektrisk', filters: { yearFrom: 2020, priceTo: 300_000 }, sort: 'newest' },
  { searchQuery: 'tesla', filters: { car: 't,tesla,model 3', region: 'vestland' } },
  { searchQuery: 'ford bensin', filters: { fuel: ['Bensin'] } },
  { searchQuery: 'toyota', filters: { priceFrom: 100_000, priceTo: 250_000 }, sort: 'mileage_asc' },
  { searchQuery: 'automat', filters: { region: 'vestland,bergen' }, sort: 'year_desc', page: 3 },
  { searchQuery: 'diesel', filters: { car: 'v', yearTo: 2015 } },
  { searchQuery: 'hybrid', filters: { fuel: ['Hybrid', 'Ladbar hybrid'], region: 'akershus' }, page: 2 },
  { searchQuery: 'volkswagen', filters: { car: 'v,volkswagen,andre' } },
].map((search) => ({ selectedProperties: [], selectedCategories: ['vehicle'], selectedSubCategories: ['car'], ...search }));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
};
const latencySummary = (samples) => ({
  requests: samples.length,
  p50Ms: percentile(samples, 50),
  p95Ms: percentile(samples, 95),
  maxMs: percentile(samples, 100),
});

async function call(base, jwt, route, body) {
  const started = performance.now();
  const res = await fetch(`${base}${route}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await res.json();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${route}: ${res.status} ${JSON.stringify(answer)}`);
  return { ms, answer };
}

/** Tops the stored listings up to `target` with the demo's generator (the rows the seed would have made next). */
async function ensureListings(base, jwt, knex, target) {
  const total = async () => (await call(base, jwt, '/api/data/vehicles/overview')).answer.totalListings;
  const stored = await total();
  if (stored >= target) return stored;
  if (!knex) throw new Error(`The app holds ${stored} vehicle listings, not ${target}, and no database connection was given to add them.`);
  const { insertVehicleListings } = cmsRequire(path.join(ROOT, 'cms', 'dist', 'src', 'listings', 'vehicle-listings-writes.js'));
  const { demoVehicleListings } = cmsRequire(path.join(ROOT, 'cms', 'dist', 'src', 'seed', 'demo-vehicle-listings.js'));
  await insertVehicleListings(knex, demoVehicleListings(stored, target));
  return total();
}

/** A connection to an app's database (its SQLite file under cms/, or a PostgreSQL URL), for measureVehicleSearch. */
export function vehicleDatabase({ dbFile, postgresUrl }) {
  const { knex } = cmsRequire('knex');
  if (postgresUrl) return knex({ client: 'pg', connection: postgresUrl });
  return knex({ client: 'better-sqlite3', connection: { filename: path.join(ROOT, 'cms', dbFile) }, useNullAsDefault: true });
}

/** Each query once, one at a time, then `count` calls round the set, one at a time. */
async function sequential(base, jwt, count) {
  const samples = [];
  for (let i = 0; i < count; i += 1) samples.push((await call(base, jwt, '/api/data/vehicles/listings/', SEARCHES[i % SEARCHES.length])).ms);
  return latencySummary(samples);
}

/** `workers` callers at once, each going round the set from its own starting point. */
async function concurrent(base, jwt, workers, each) {
  const samples = [];
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; i < each; i += 1) {
        samples.push((await call(base, jwt, '/api/data/vehicles/listings/', SEARCHES[(worker * 7 + i) % SEARCHES.length])).ms);
      }
    }),
  );
  return latencySummary(samples);
}

/**
 * A figures call as computed (a new data version before each call, when `knex` is given; else the first call only)
 * and as answered from the app's cache.
 */
async function figures(base, jwt, knex, route, count) {
  const computed = [];
  if (knex) {
    const { bumpDataVersion } = cmsRequire(path.join(ROOT, 'cms', 'dist', 'src', 'listings', 'data-versions.js'));
    for (let i = 0; i < count; i += 1) {
      await bumpDataVersion(knex, 'vehicle_listings');
      computed.push((await call(base, jwt, route)).ms);
    }
  } else {
    computed.push((await call(base, jwt, route)).ms);
  }
  const cached = [];
  for (let i = 0; i < count; i += 1) cached.push((await call(base, jwt, route)).ms);
  return { computed: latencySummary(computed), cached: latencySummary(cached) };
}

/** The figures on a running app; `knex` (to the app's database) is needed only when it holds fewer listings. */
export async function measureVehicleSearch({ base, jwt, knex, listings = LISTINGS }) {
  const stored = await ensureListings(base, jwt, knex, listings);
  const matches = [];
  for (const search of SEARCHES) matches.push((await call(base, jwt, '/api/data/vehicles/listings/', search)).answer.data.total);
  // Warm-up: the first call of each statement prepares it.
  await sequential(base, jwt, SEARCHES.length);
  const oneAtATime = await sequential(base, jwt, SEQUENTIAL);
  const atOnce = await concurrent(base, jwt, CONCURRENCY, CONCURRENT_EACH);
  const overview = await figures(base, jwt, knex, '/api/data/vehicles/overview', FIGURE_CALLS);
  const statistics = await figures(base, jwt, knex, '/api/data/vehicles/statistics', FIGURE_CALLS);
  return {
    listings: stored,
    queries: SEARCHES.length,
    matchesPerQuery: { min: Math.min(...matches), median: percentile(matches, 50), max: Math.max(...matches) },
    search: { ...oneAtATime, target: TARGET.searchP95Ms, targetMet: oneAtATime.p95Ms < TARGET.searchP95Ms },
    // One app process answers them in turn (SQLite reads are synchronous): latency here is queueing as well.
    searchConcurrent: { concurrency: CONCURRENCY, ...atOnce },
    overview,
    statistics,
  };
}

export function printVehicleResults(results) {
  const met = (ok) => (ok ? 'met' : 'NOT met');
  const { search, searchConcurrent: many, overview, statistics } = results;
  console.log(
    `\nVehicle listings (${results.listings.toLocaleString('en')}, ${results.database}; seeded with the app's start in ${results.startSeconds} s): ` +
      `a search page (${results.queries} queries, ${results.matchesPerQuery.min}-${results.matchesPerQuery.max} matches each) one at a time p50 ${search.p50Ms} ms, ` +
      `p95 ${search.p95Ms} ms (target < ${search.target}: ${met(search.targetMet)}); ${many.concurrency} at a time p50 ${many.p50Ms} ms, p95 ${many.p95Ms} ms. ` +
      `Overview computed p50 ${overview.computed.p50Ms} ms, p95 ${overview.computed.p95Ms} ms, cached p95 ${overview.cached.p95Ms} ms; ` +
      `statistics computed p50 ${statistics.computed.p50Ms} ms, p95 ${statistics.computed.p95Ms} ms, cached p95 ${statistics.cached.p95Ms} ms.`,
  );
}

/** An app of its own seeded with the listings, measured, stopped; the results written and printed. */
export async function measureVehicles() {
  const port = await freePort();
  const dbFile = `.tmp/bench-vehicles-${process.pid}.db`;
  const postgres = process.env.BENCH_DATABASE === 'postgres' ? await throwawayPostgres('vehicles') : null;
  const env = {
    SEED_IDEAS: '0',
    SEED_VEHICLE_LISTINGS: String(LISTINGS),
    ...(postgres ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: postgres.url } : {}),
  };
  try {
    const { child, startSeconds } = await startApp(port, dbFile, env);
    const knex = vehicleDatabase({ dbFile, postgresUrl: postgres?.url });
    try {
      const base = `http://127.0.0.1:${port}`;
      const results = {
        measuredAt: new Date().toISOString(),
        database: postgres ? 'PostgreSQL' : 'SQLite',
        startSeconds: Number(startSeconds.toFixed(1)),
        ...(await measureVehicleSearch({ base, jwt: await signIn(base), knex })),
      };
      fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
      const file = postgres ? 'vehicles-postgres.json' : 'vehicles.json';
      fs.writeFileSync(path.join(ROOT, 'bench', 'results', file), `${JSON.stringify(results, null, 2)}\n`);
      printVehicleResults(results);
      console.log(`Results written to bench/results/${file}.`);
      return results;
    } finally {
      await knex.destroy();
      await stopApp(child, dbFile);
    }
  } finally {
    await postgres?.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureInstalled();
  await ensureBuilt(['shared', 'cms-server']);
  await measureVehicles();
}
