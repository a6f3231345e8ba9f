// The app process killed (SIGKILL, no chance to tidy up) while it works: every write it acknowledged is there after
// the restart, and an import it was in the middle of has left none of its ideas (one transaction, never committed).
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { ROOT } from '../../scripts/prepare.mjs';
import { ownPlatform } from '../../scripts/own-platform.mjs';

const require = createRequire(path.join(ROOT, 'cms', 'package.json'));
const { exportIdeas } = require('@platform/shared');
const { demoIdeaRows } = require(path.join(ROOT, 'cms', 'dist', 'src', 'seed', 'demo-ideas.js'));

const IMPORT_SIZE = 20_000;

/** Resolves once `condition` holds, asking again after each turn of the event loop's I/O: what is waited for is the app's work. */
async function until(condition, seconds, what) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Waited ${seconds} s for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

for (const client of ['sqlite', 'postgres']) {
  describe(`the app process killed half way, on ${client}`, { timeout: 300_000 }, () => {
    let platform;
    before(async () => {
      platform = await ownPlatform(client, { label: 'killed' });
      await platform.start();
    });
    after(() => platform?.cleanUp());

    const killApp = async () => {
      const exited = new Promise((resolve) => platform.child.once('exit', resolve));
      platform.child.kill('SIGKILL');
      await exited;
    };
    /** Whether a write transaction of the import is open now (SQLite: another connection cannot take the write lock). */
    const importInTransaction = async () => {
      if (client === 'postgres') {
        const [{ n }] = await platform.sql(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND xact_start IS NOT NULL AND query ILIKE 'insert into "ideas"%'`,
        );
        return n > 0;
      }
      const Database = require('better-sqlite3');
      const probe = new Database(path.join(platform.dir, 'data.db'), { timeout: 0 });
      try {
        probe.exec('BEGIN IMMEDIATE');
        probe.exec('ROLLBACK');
        return false;
      } catch (error) {
        if (error.code === 'SQLITE_BUSY') return true;
        throw error;
      } finally {
        probe.close();
      }
    };
    const ideaCount = async () => {
      const res = await fetch(`${platform.base}/api/admin/ideas?_start=0&_end=1`, { headers: platform.auth });
      assert.equal(res.status, 200);
      return Number(res.headers.get('x-total-count'));
    };

    test('a restart under write load loses no acknowledged write', async () => {
      const acknowledged = [];
      let killed = false;
      let enough;
      const reachedEnough = new Promise((resolve) => (enough = resolve));
      const writer = async (writerId) => {
        for (let i = 0; !killed; i += 1) {
          try {
            const res = await fetch(`${platform.base}/api/admin/ideas`, {
              method: 'POST',
              headers: { ...platform.auth, 'content-type': 'application/json' },
              body: JSON.stringify({ title: `Under last ${writerId}-${i}` }),
            });
            if (res.status === 201) acknowledged.push((await res.json()).id);
            if (acknowledged.length >= 200) enough();
          } catch {
            // The process is gone: what it answered before is what counts.
          }
        }
      };
      const writers = [1, 2, 3, 4].map(writer);
      await reachedEnough;
      await killApp();
      killed = true;
      await Promise.all(writers);

      await platform.start();
      const lost = [];
      for (const id of acknowledged) {
        const res = await fetch(`${platform.base}/api/admin/ideas/${id}`, { headers: platform.auth });
        if (res.status !== 200) lost.push(id);
      }
      assert.ok(acknowledged.length >= 200);
      assert.deepEqual(lost, [], `${lost.length} of ${acknowledged.length} acknowledged ideas lost`);
    });

    test('an import killed in the middle of its transaction leaves none of its ideas', async () => {
      const before = await ideaCount();
      const ideas = demoIdeaRows(IMPORT_SIZE).map((row, i) => ({ ...row, id: 5_000_000 + i, title: `Halvveis ${i} ${row.title}` }));
      const body = JSON.stringify({ format: 'csv', content: exportIdeas(ideas, 'csv'), policy: 'new' });
      const url = new URL(`${platform.base}/api/admin/ideas/import`);
      const request = http.request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { ...platform.auth, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise((resolve) => {
        request.on('response', (res) => resolve(res.statusCode));
        request.on('error', () => resolve('killed'));
      });
      request.end(body);
      // In the middle of the transaction: it holds the database's write lock (SQLite) or has inserted and not committed
      // (PostgreSQL), several looks in a row, so a moment's write of something else does not count.
      let inTransaction = 0;
      await until(
        async () => {
          inTransaction = (await importInTransaction()) ? inTransaction + 1 : 0;
          return inTransaction >= 3;
        },
        60,
        'the import to write in its transaction',
      );
      await killApp();
      assert.equal(await answered, 'killed', 'the import was still running when the process was killed');

      await platform.start();
      assert.equal(await ideaCount(), before);
    });
  });
}
