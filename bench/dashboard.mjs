// The admin dashboard's figures, written to bench/results/dashboard.json and printed:
// - with 100,000 page visits over 90 days, 1,000,000 log entries and a few thousand users, subscriptions and payments:
//   p50/p95 of each dashboard call, one request at a time (targets: visitors 30 days and the overview p95 < 200 ms);
// - the first screen: from navigation to /admin/dashboard (signed in) until the four stat cards show numbers (< 1 s).
// Slowness never fails the run: each target is reported as met or not. A call that answers 404 is "not available".
// Run alone with `node bench/dashboard.mjs`; `npm run bench` runs it after the system log's figures.
// BENCH_KEEP_DB=1 keeps a copy of the filled database as cms/.tmp/bench-dashboard-kept.db (to read query plans on it).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ROOT, ensureBuilt, ensureInstalled } from '../scripts/prepare.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../scripts/chromium.mjs';
import { signIn, startApp, stopApp } from '../scripts/app-process.mjs';

const VOLUME = {
  visits: Number(process.env.BENCH_VISITS ?? 100_000),
  visitDays: 90,
  logRows: Number(process.env.BENCH_LOG_ROWS ?? 1_000_000),
  users: Number(process.env.BENCH_USERS ?? 3_000),
};
const REQUESTS = 40;
const WARM_UPS = 3;
const FIRST_SCREEN_RUNS = 11;
const TARGET = { callP95Ms: 200, firstScreenMs: 1000 };
/** The shell renders this once the four stat cards hold their numbers. */
const STAT_CARDS_LOADED = '[data-testid="dashboard-stat-cards"][aria-busy="false"]';
const CALLS = [
  { name: 'visitors, 30 days', path: '/api/analytics/dashboard?days=30', target: TARGET.callP95Ms },
  { name: 'overview', path: '/api/admin/dashboard-overview', target: TARGET.callP95Ms },
  { name: 'metrics', path: '/api/admin/metrics' },
  { name: 'activity', path: '/api/admin/dashboard/activity' },
  { name: 'analyses', path: '/api/admin/dashboard/analyses' },
  { name: 'visitors, 90 days', path: '/api/analytics/dashboard?days=90' },
];
const DAY_MS = 86_400_000;

const require = createRequire(path.join(ROOT, 'package.json'));
const cmsRequire = createRequire(path.join(ROOT, 'cms', 'package.json'));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
};

/** A deterministic generator (mulberry32), so every run fills the same database. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rand, items) => items[Math.floor(rand() * items.length)];
/** One of `[value, weight]` pairs. */
function weighted(rand, pairs) {
  let r = rand() * pairs.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of pairs) if ((r -= w) < 0) return value;
  return pairs[pairs.length - 1][0];
}
/** Strapi's document ids, in insertion order so their index grows at its end. */
const documentId = (kind, i) => `${kind}${i.toString(36).padStart(23 - kind.length, '0')}x`;
const uuid = (rand) => {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
};

function insertRows(db, table, rows) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const statement = db.prepare(`INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
  for (const row of rows) statement.run(columns.map((c) => row[c]));
}

/** Accounts made over the last year (more of them lately), a few administrators and test accounts among them. */
function benchUsers(firstId, count, now, passwordHash) {
  const rand = random(1);
  const first = ['Ola', 'Kari', 'Per', 'Ingrid', 'Lars', 'Nora', 'Jonas', 'Emma', 'Magnus', 'Sofie'];
  const last = ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Berg', 'Haugen', 'Dahl'];
  return Array.from({ length: count }, (_, i) => {
    const created = now - Math.floor(365 * DAY_MS * (1 - Math.sqrt(rand())));
    const email = `bench${i}@eksempel.no`;
    return {
      id: firstId + i,
      document_id: documentId('u', i),
      username: email,
      email,
      provider: 'local',
      password: passwordHash,
      confirmed: 1,
      blocked: 0,
      first_name: pick(rand, first),
      last_name: pick(rand, last),
      access_level: i % 100 === 0 ? 5 : 1 + (i % 3),
      account_type: i % 20 === 7 ? 1 : 0,
      account_status: 'active',
      preferred_language: 'no',
      email_verified: 1,
      linked_vipps: 0,
      two_factor_enabled: 0,
      created_at: created,
      updated_at: created,
      published_at: created,
    };
  });
}

/** Sessions of one to several pages over the window; about three in four by a new visitor, some signed in. */
function benchVisits(count, now, users, productOfPage, products) {
  const rand = random(2);
  const sitePages = [
    ['/', 'Forside', 30],
    ['/no/products', 'Produkter', 12],
    ['/no/kontakt', 'Kontakt oss', 6],
    ['/no/om-oss', 'Om oss', 5],
    ['/no/priser', 'Priser', 6],
    ['/no/blogg', 'Blogg', 4],
  ];
  const productPages = products.flatMap((slug) => [
    [`/no/products/${slug}`, `Produkt ${slug}`, 4],
    [`/products/${slug}/pricing`, `Priser ${slug}`, 1],
  ]);
  const pages = [...sitePages, ...productPages].map(([page, title, w]) => [{ page, title }, w]);
  const origins = [
    [{ type: 'direct' }, 40],
    [{ type: 'search', domain: 'www.google.com', engine: 'Google' }, 24],
    [{ type: 'search', domain: 'www.bing.com', engine: 'Bing' }, 4],
    [{ type: 'search', domain: 'duckduckgo.com', engine: 'DuckDuckGo' }, 2],
    [{ type: 'social', domain: 'www.facebook.com' }, 7],
    [{ type: 'social', domain: 'www.linkedin.com' }, 5],
    [{ type: 'email', domain: 'mail.google.com' }, 3],
    [{ type: 'referral', domain: 'www.finn.no' }, 6],
    [{ type: 'referral', domain: 'e24.no' }, 4],
    [{ type: 'referral', domain: 'github.com' }, 5],
  ];
  const searchTerms = ['eiendomsdata', 'bilpriser', 'porteføljeanalyse', 'markedsanalyse norge', 'api plattform', 'boligpris', 'datasett norge'];
  const utms = [
    [null, 85],
    [{ source: 'newsletter', medium: 'email', campaign: 'november' }, 6],
    [{ source: 'facebook', medium: 'cpc', campaign: 'black-week' }, 5],
    [{ source: 'linkedin', medium: 'social', campaign: 'lansering' }, 4],
  ];
  const places = [
    [['NO', 'Oslo'], 40],
    [['NO', 'Bergen'], 14],
    [['NO', 'Trondheim'], 10],
    [['NO', 'Stavanger'], 8],
    [['NO', null], 8],
    [['SE', 'Stockholm'], 6],
    [['DK', 'København'], 4],
    [['DE', 'Berlin'], 3],
    [['GB', 'London'], 3],
    [['US', 'Seattle'], 2],
    [[null, null], 2],
  ];
  const devices = [
    [['desktop', 'Chrome', 'Windows'], 30],
    [['desktop', 'Safari', 'Mac OS'], 12],
    [['desktop', 'Firefox', 'Linux'], 4],
    [['desktop', 'Edge', 'Windows'], 6],
    [['mobile', 'Mobile Safari', 'iOS'], 28],
    [['mobile', 'Chrome', 'Android'], 14],
    [['tablet', 'Mobile Safari', 'iOS'], 6],
  ];
  const visitors = [];
  const rows = [];
  const firstVisit = now - VOLUME.visitDays * DAY_MS;
  while (rows.length < count) {
    let visitor;
    if (visitors.length === 0 || rand() < 0.74) {
      const [country, city] = weighted(rand, places);
      const ip = `${80 + Math.floor(rand() * 100)}.${Math.floor(rand() * 256)}.${Math.floor(rand() * 256)}.0`;
      visitor = {
        id: uuid(rand),
        ip,
        hash: crypto.createHash('sha256').update(ip).digest('hex'),
        country,
        city,
        device: weighted(rand, devices),
        // About one visitor in eleven signs in at some point.
        user: rand() < 0.09 ? pick(rand, users) : null,
      };
      visitors.push(visitor);
    } else visitor = pick(rand, visitors);
    const session = uuid(rand);
    const origin = weighted(rand, origins);
    const utm = weighted(rand, utms);
    const signedIn = visitor.user !== null && rand() < 0.7;
    const length = Math.min(count - rows.length, 1 + Math.floor(-Math.log(1 - rand()) * 1.6));
    let at = firstVisit + Math.floor(rand() * (now - firstVisit - length * 120_000));
    for (let k = 0; k < length; k += 1) {
      const { page, title } = k === 0 && rand() < 0.5 ? { page: '/', title: 'Forside' } : weighted(rand, pages);
      const landing = k === 0;
      rows.push({
        document_id: documentId('v', rows.length),
        visitor_id: visitor.id,
        session_id: session,
        page,
        title,
        referrer: landing && origin.domain ? `https://${origin.domain}/` : null,
        search_terms: landing && origin.type === 'search' && rand() < 0.4 ? pick(rand, searchTerms) : null,
        device: visitor.device[0],
        browser: visitor.device[1],
        os: visitor.device[2],
        user_id: signedIn ? visitor.user : null,
        ip_hash: visitor.hash,
        ip_masked: visitor.ip,
        country_code: visitor.country,
        city: visitor.city,
        utm_source: utm?.source ?? null,
        utm_medium: utm?.medium ?? null,
        utm_campaign: utm?.campaign ?? null,
        referrer_type: landing ? origin.type : 'internal',
        referrer_domain: landing ? (origin.domain ?? null) : null,
        search_engine: landing ? (origin.engine ?? null) : null,
        is_landing: landing ? 1 : 0,
        product_id: productOfPage(page),
        created_at: at,
        updated_at: at,
        published_at: at,
      });
      at += 10_000 + Math.floor(rand() * 110_000);
    }
  }
  return { rows, visitors: visitors.length };
}

/** Trials and subscriptions of most accounts, one or two products each, and their monthly payments. */
function benchBilling(users, products, now) {
  const rand = random(3);
  const subscriptions = [];
  const payments = [];
  for (const user of users) {
    if (rand() < 0.3) continue;
    const chosen = new Set([pick(rand, products)]);
    if (rand() < 0.3) chosen.add(pick(rand, products));
    for (const slug of chosen) {
      const trialStart = Math.max(user.created_at, now - 200 * DAY_MS) + Math.floor(rand() * 20 * DAY_MS);
      if (trialStart > now) continue;
      const trialEnd = trialStart + 14 * DAY_MS;
      const status =
        trialEnd > now
          ? 'trial'
          : weighted(rand, [
              ['active', 55],
              ['inactive', 20],
              ['expired', 25],
            ]);
      const paid = status === 'active' || (status !== 'trial' && rand() < 0.6);
      const startedAt = paid ? trialEnd : null;
      const periodEnd =
        status === 'active' ? now + Math.floor(rand() * 30 * DAY_MS) : paid ? startedAt + Math.floor(rand() * Math.max(1, now - startedAt)) : null;
      subscriptions.push({
        document_id: documentId('s', subscriptions.length),
        user_id: user.id,
        product_slug: slug,
        status,
        trial_start: trialStart,
        trial_end: trialEnd,
        started_at: startedAt,
        current_period_end: periodEnd,
        created_at: trialStart,
        updated_at: trialStart,
        published_at: trialStart,
      });
      if (!paid) continue;
      const amount = pick(rand, [9_900, 19_900, 29_900, 49_900]);
      for (let at = startedAt; at <= Math.min(now, periodEnd); at += 30 * DAY_MS) {
        const payStatus = weighted(rand, [
          ['paid', 93],
          ['refunded', 3],
          ['failed', 4],
        ]);
        payments.push({
          document_id: documentId('p', payments.length),
          user_id: user.id,
          product_slug: slug,
          amount_ore: amount,
          status: payStatus,
          paid_at: at,
          reference: `bench-${payments.length}`,
          created_at: at,
          updated_at: at,
          published_at: at,
        });
      }
    }
  }
  return { subscriptions, payments };
}

/**
 * Fills the app's database beside it (prepared statements, one transaction): accounts, visits, billing, the log's
 * sample entries (its own generator, with the bench's accounts as the users) and their per-day counts, and a day of
 * product API timings.
 */
export function fillDatabase(dbPath) {
  const Database = cmsRequire('better-sqlite3');
  const { productOfPage } = require('@platform/shared');
  const { sampleLogEvent } = require(path.join(ROOT, 'cms', 'dist', 'src', 'seed', 'sample-log.js'));
  const db = new Database(dbPath);
  db.pragma('busy_timeout = 30000');
  // Room for the indexes being built, and the two big tables' indexes made again after their rows: far faster.
  db.pragma('cache_size = -524288');
  const bigTables = ['log_entries', 'page_visits'];
  const indexes = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${bigTables.map(() => '?').join(', ')})`)
    .all(...bigTables);
  const now = Date.now();
  const started = performance.now();
  const counts = {};
  db.transaction(() => {
    for (const { name } of indexes) db.exec(`DROP INDEX "${name}"`);
    const firstId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM up_users').get().id;
    const passwordHash = db.prepare('SELECT password FROM up_users WHERE password IS NOT NULL LIMIT 1').get().password;
    const users = benchUsers(firstId, VOLUME.users, now, passwordHash);
    insertRows(db, 'up_users', users);
    const products = db
      .prepare('SELECT slug FROM products WHERE is_active = 1 AND deleted_at IS NULL AND archived_at IS NULL ORDER BY id')
      .all()
      .map((row) => row.slug);
    const visits = benchVisits(
      VOLUME.visits,
      now,
      users.map((u) => u.id),
      productOfPage,
      products,
    );
    insertRows(db, 'page_visits', visits.rows);
    const billing = benchBilling(users, products, now);
    insertRows(db, 'product_subscriptions', billing.subscriptions);
    insertRows(db, 'payments', billing.payments);

    // The log: the sample log's mix over its 60 days, each entry by one of the accounts, a few far more often than most.
    // Its mix repeats every 100 entries (the weights add up to 100): the kinds are taken from it once, not per row.
    const kinds = Array.from({ length: 100 }, (_, r) => sampleLogEvent(r, VOLUME.logRows, now));
    const span = 60 * DAY_MS;
    const rand = random(4);
    const insertLog = db.prepare(
      `INSERT INTO log_entries (document_id, timestamp, level, category, action, error_message, error_stack, metadata, user_id, user_email,
        ip_address, user_agent, product_id, status, duration_ms, created_at, updated_at, published_at) VALUES (${Array(18).fill('?').join(', ')})`,
    );
    const daily = new Map();
    for (let i = 0; i < VOLUME.logRows; i += 1) {
      const event = kinds[i % kinds.length];
      const user = users[Math.floor(users.length * rand() ** 2)];
      const at = now - span + Math.floor((i / VOLUME.logRows) * span);
      insertLog.run(
        documentId('l', i),
        at,
        event.level,
        event.category,
        event.action,
        event.errorMessage ?? null,
        event.errorStack ?? null,
        '{"sample":true}',
        user.id,
        user.email,
        `10.${(i >> 16) & 255}.${(i >> 8) & 255}.0`,
        event.userAgent,
        null,
        event.status,
        5 + ((i * 13) % 400),
        at,
        at,
        at,
      );
      const key = Math.floor(at / DAY_MS) * kinds.length + (i % kinds.length);
      daily.set(key, (daily.get(key) ?? 0) + 1);
    }
    const addCount = db.prepare(
      'INSERT INTO log_daily_counts (day, level, category, action, count) VALUES (?, ?, ?, ?, ?) ' +
        'ON CONFLICT (day, level, category, action) DO UPDATE SET count = log_daily_counts.count + excluded.count',
    );
    for (const [key, n] of daily) {
      const { level, category, action } = kinds[key % kinds.length];
      addCount.run(new Date(Math.floor(key / kinds.length) * DAY_MS).toISOString().slice(0, 10), level, category, action, n);
    }

    const timings = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'product_api_timings'").get();
    let timingRows = 0;
    if (timings) {
      const insertTiming = db.prepare('INSERT INTO product_api_timings (product_id, at, duration_ms) VALUES (?, ?, ?)');
      for (const slug of products) {
        for (let k = 0; k < 2_000; k += 1, timingRows += 1)
          insertTiming.run(slug, now - Math.floor(rand() * DAY_MS), Math.round(20 + -Math.log(1 - rand()) * 60));
      }
    }
    for (const { sql } of indexes) db.exec(sql);
    Object.assign(counts, {
      users: users.length,
      visits: visits.rows.length,
      visitors: visits.visitors,
      sessions: new Set(visits.rows.map((r) => r.session_id)).size,
      subscriptions: billing.subscriptions.length,
      payments: billing.payments.length,
      logRows: VOLUME.logRows,
      signIns: db.prepare("SELECT COUNT(*) AS n FROM log_entries WHERE action = 'auth.sign_in'").get().n,
      productTimings: timingRows,
    });
  })();
  db.close();
  return { ...counts, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
}

/** A copy of the filled database, made before any call, written whole (VACUUM INTO, so without its WAL). */
function keepDatabase(dbPath) {
  const Database = cmsRequire('better-sqlite3');
  const kept = path.join(ROOT, 'cms', '.tmp', 'bench-dashboard-kept.db');
  fs.rmSync(kept, { force: true });
  const db = new Database(dbPath, { readonly: true });
  db.exec(`VACUUM INTO '${kept.replaceAll("'", "''")}'`);
  db.close();
}

/** One request at a time, as one administrator reading the page: p50/p95 after warm-ups, or why it was not measured. */
async function measureCall(base, jwt, call) {
  const url = `${base}${call.path}`;
  const headers = { authorization: `Bearer ${jwt}` };
  const probe = await fetch(url, { headers });
  await probe.arrayBuffer();
  if (probe.status === 404) return { ...call, available: false, note: 'not available (404)' };
  if (!probe.ok) return { ...call, available: false, note: `answered ${probe.status}` };
  const samples = [];
  for (let i = 0; i < WARM_UPS + REQUESTS; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) return { ...call, available: false, note: `answered ${res.status} during the run` };
    if (i >= WARM_UPS) samples.push(performance.now() - started);
  }
  const p95Ms = percentile(samples, 95);
  return {
    ...call,
    available: true,
    requests: REQUESTS,
    p50Ms: percentile(samples, 50),
    p95Ms,
    maxMs: percentile(samples, 100),
    ...(call.target ? { targetMet: p95Ms < call.target } : {}),
  };
}

/**
 * From navigation to /admin/dashboard until the stat cards hold numbers, in the page's own clock (time since the
 * navigation started), a fresh browser context (cold cache) each run, signed in as the admin app keeps its token.
 */
async function measureFirstScreen(base, jwt) {
  try {
    await ensureBuilt(['admin']);
  } catch (error) {
    return { available: false, note: `admin build failed: ${error.message}` };
  }
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: FULL_CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const samples = [];
  // Where the time goes: when the scripts had arrived, and when the overview call (the cards' figures) started and ended.
  const breakdowns = [];
  try {
    // One load first, so the server's first-request costs are not counted.
    for (let i = 0; i <= FIRST_SCREEN_RUNS; i += 1) {
      const context = await browser.newContext();
      await context.addInitScript((token) => localStorage.setItem('platform.jwt', token), jwt);
      const page = await context.newPage();
      try {
        await page.goto(`${base}/admin/dashboard`, { waitUntil: 'commit' });
        const handle = await page.waitForFunction((selector) => (document.querySelector(selector) ? performance.now() : false), STAT_CARDS_LOADED, {
          polling: 'raf',
          timeout: 15_000,
        });
        if (i > 0) {
          samples.push(Math.round(await handle.jsonValue()));
          breakdowns.push(
            await page.evaluate(() => {
              const resources = performance.getEntriesByType('resource');
              const overview = resources.find((entry) => entry.name.includes('/api/admin/dashboard-overview'));
              const scripts = resources.filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
              return {
                scriptsLoadedMs: Math.round(Math.max(0, ...scripts.map((entry) => entry.responseEnd))),
                overviewStartMs: overview ? Math.round(overview.startTime) : null,
                overviewEndMs: overview ? Math.round(overview.responseEnd) : null,
              };
            }),
          );
        }
      } catch (error) {
        if (!/Timeout/i.test(String(error))) throw error;
        return { available: false, note: `not available: ${STAT_CARDS_LOADED} did not appear within 15 s` };
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const medianMs = percentile(samples, 50);
  return {
    available: true,
    selector: STAT_CARDS_LOADED,
    medianMs,
    samplesMs: samples,
    breakdowns,
    target: TARGET.firstScreenMs,
    targetMet: medianMs < TARGET.firstScreenMs,
  };
}

export async function measureDashboard() {
  const port = await freePort();
  const dbFile = `.tmp/bench-dashboard-${process.pid}.db`;
  // The demo's other large samples play no part in the dashboard: left out to start sooner.
  const { child, startSeconds } = await startApp(port, dbFile, {
    SEED_IDEAS: '0',
    SEED_VEHICLE_LISTINGS: '0',
    SEED_PROPERTY_LISTINGS: '0',
    SEED_PROPERTY_REGISTER: '0',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const data = fillDatabase(path.join(ROOT, 'cms', dbFile));
    if (process.env.BENCH_KEEP_DB === '1') keepDatabase(path.join(ROOT, 'cms', dbFile));
    const jwt = await signIn(base);
    const calls = [];
    for (const call of CALLS) calls.push(await measureCall(base, jwt, call));
    const firstScreen = await measureFirstScreen(base, jwt);
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      appStartSeconds: Number(startSeconds.toFixed(1)),
      data,
      method: { requests: REQUESTS, warmUps: WARM_UPS, sequential: true },
      calls: Object.fromEntries(calls.map(({ name, ...rest }) => [name, rest])),
      firstScreen,
    };
    fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'dashboard.json'), `${JSON.stringify(results, null, 2)}\n`);

    const met = (ok) => (ok === undefined ? '' : ok ? 'met' : 'NOT met');
    console.log(
      `\nDashboard, with ${data.visits.toLocaleString('en')} visits (${data.visitors.toLocaleString('en')} visitors, ${data.sessions.toLocaleString('en')} sessions, 90 days), ` +
        `${data.logRows.toLocaleString('en')} log entries (${data.signIns.toLocaleString('en')} sign-ins), ${data.users.toLocaleString('en')} users, ` +
        `${data.subscriptions.toLocaleString('en')} subscriptions, ${data.payments.toLocaleString('en')} payments (filled in ${data.seconds} s); ${REQUESTS} requests each, one at a time:`,
    );
    for (const call of calls) {
      const figures = call.available
        ? `p50 ${String(call.p50Ms).padStart(6)} ms   p95 ${String(call.p95Ms).padStart(6)} ms   ${call.target ? `target < ${call.target}: ${met(call.targetMet)}` : ''}`
        : call.note;
      console.log(`  ${call.name.padEnd(18)} GET ${call.path.padEnd(36)} ${figures}`);
    }
    console.log(
      firstScreen.available
        ? `  First screen (stat cards with numbers): median ${firstScreen.medianMs} ms of ${firstScreen.samplesMs.join(', ')} ms, target < ${TARGET.firstScreenMs}: ${met(firstScreen.targetMet)}.`
        : `  First screen: ${firstScreen.note}.`,
    );
    console.log('Results written to bench/results/dashboard.json.');
    return results;
  } finally {
    await stopApp(child, dbFile);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureInstalled();
  await ensureBuilt(['shared', 'cms-server']);
  await measureDashboard();
}
