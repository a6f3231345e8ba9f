// The app process killed (SIGKILL, no chance to tidy up) while it works: every write it acknowledged is there after
// the restart, and what it was in the middle of (an import, a log clean-up, a plan save, a rank move, a project delete,
// a pipeline run's store) has left nothing half done: one transaction, never committed, or the run marked failed.
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { ROOT } from '../../scripts/prepare.mjs';
import { ownPlatform } from '../../scripts/own-platform.mjs';
import { sqliteWriteLockHeld, stallOn, until } from './database-stall.mjs';

const require = createRequire(path.join(ROOT, 'cms', 'package.json'));
const { emptyPlan, exportIdeas, PIPELINE_MESSAGES } = require('@platform/shared');
const { demoIdeaRows } = require(path.join(ROOT, 'cms', 'dist', 'src', 'seed', 'demo-ideas.js'));

const IMPORT_SIZE = 20_000;

for (const client of ['sqlite', 'postgres']) {
  describe(`the app process killed half way, on ${client}`, { timeout: 300_000 }, () => {
    let platform;
    before(async () => {
      // The scheduler's tick also finds runs whose process stopped (PostgreSQL: by their heartbeat).
      platform = await ownPlatform(client, { label: 'killed', env: { PIPELINE_SCHEDULER_SECONDS: '1' } });
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
      return sqliteWriteLockHeld(path.join(platform.dir, 'data.db'));
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

    /** A moment as the database takes it from the test (epoch milliseconds on SQLite). */
    const dbTime = (date) => (client === 'postgres' ? date : date.getTime());
    /** A call the app will not answer: it is killed while it works on it. */
    const unanswered = (method, url, body) =>
      fetch(`${platform.base}${url}`, {
        method,
        headers: { ...platform.auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(
        (res) => res.status,
        () => 'killed',
      );
    /** Sends `call` into a write on `table` that hangs, kills the app there, and starts it again without the hang. */
    async function killedWhileWriting(where, call) {
      const stall = await stallOn(platform, client, where);
      const answered = call();
      await stall.reached();
      await killApp();
      assert.equal(await answered, 'killed', 'the call was still being worked on when the process was killed');
      await stall.remove();
      await platform.start();
    }

    test('a log clean-up (archive, then bulk delete) killed half way keeps every entry and archives none', async () => {
      const old = new Date(Date.now() - 60 * 86_400_000);
      await platform.sql('UPDATE log_entries SET timestamp = $1', [dbTime(old)]);
      await platform.sql(`UPDATE log_entries SET level = 'error' WHERE id = (SELECT min(id) FROM log_entries)`);
      const count = async (table) => Number((await platform.sql(`SELECT count(*) AS n FROM ${table} WHERE timestamp <= $1`, [dbTime(old)]))[0].n);
      const entries = await count('log_entries');
      assert.ok(entries > 0);
      const archived = Number((await platform.sql('SELECT count(*) AS n FROM log_archive'))[0].n);

      // The archive's copy is made; the delete that follows hangs.
      await killedWhileWriting({ table: 'log_entries', event: 'DELETE' }, () => unanswered('POST', '/api/admin/logs/cleanup', { days: 30 }));
      assert.equal(await count('log_entries'), entries);
      assert.equal(Number((await platform.sql('SELECT count(*) AS n FROM log_archive'))[0].n), archived);
    });

    test('a strategic plan save killed half way keeps the plan saved before it', async () => {
      const plan = (vision) => ({ ...emptyPlan(), vision });
      const saved = await platform.call('POST', '/api/admin/strategic-plan/save?company=aeda', { company: 'aeda', planData: plan('Før') });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      await killedWhileWriting({ table: 'strategic_plans', event: 'UPDATE' }, () =>
        unanswered('POST', '/api/admin/strategic-plan/save?company=aeda', { company: 'aeda', planData: plan('Etter') }),
      );
      const read = await platform.call('GET', '/api/admin/strategic-plan/save?company=aeda');
      assert.equal(read.body.plan.vision, 'Før');
    });

    test('a pipeline run killed while it stores its records stores none of them, and is marked failed', async () => {
      const made = await platform.call('POST', '/api/admin/pipelines', {
        name: 'Drept underveis',
        type: 'streaming',
        steps: [{ type: 'store', config: { dataset: 'drept_underveis', key: 'id' } }],
      });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      const ingest = () =>
        fetch(`${platform.base}/api/pipelines/${made.body.pipeline.id}/ingest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-pipeline-token': made.body.ingest_token },
          body: JSON.stringify({ records: Array.from({ length: 500 }, (_, id) => ({ id, navn: `Post ${id}` })) }),
        }).then(
          (res) => res.status,
          () => 'killed',
        );
      await killedWhileWriting({ table: 'dataset_rows', event: 'INSERT' }, ingest);

      const [run] = await platform.sql('SELECT id, status FROM pipeline_runs WHERE pipeline_id = $1', [made.body.pipeline.id]);
      assert.equal(Number((await platform.sql('SELECT count(*) AS n FROM dataset_rows WHERE run_id = $1', [run.id]))[0].n), 0);
      if (client === 'postgres') {
        // Another process may still be running it, until its heartbeat is older than the limit: that much time passes.
        await platform.sql(`UPDATE pipeline_runs SET heartbeat_at = now() - interval '1 hour' WHERE id = $1`, [run.id]);
      }
      const verdict = async () => (await platform.call('GET', `/api/admin/pipelines/runs/${run.id}`)).body;
      await until(async () => (await verdict()).status !== 'running', 30, 'the stopped run to be found');
      assert.deepEqual(
        { status: (await verdict()).status, error: (await verdict()).error_message },
        { status: 'failed', error: PIPELINE_MESSAGES.interrupted },
      );
    });

    test('a rank move killed after the others have shifted leaves every rank as it was', async () => {
      const ranks = async () => platform.sql('SELECT id, rank FROM ideas ORDER BY id');
      const before = await ranks();
      const ranked = before.filter((row) => row.rank >= 1 && row.rank < 1_000_000);
      assert.ok(ranked.length >= 10, 'enough ranked ideas to move one');
      const last = ranked.reduce((a, b) => (b.rank > a.rank ? b : a));
      // Every other ranked idea has moved down one; the moved idea's own write hangs.
      await killedWhileWriting({ table: 'ideas', event: 'UPDATE', when: `OLD.id = ${Number(last.id)} AND NEW.rank = 1` }, () =>
        unanswered('PUT', `/api/admin/ideas/${last.id}`, { rank: 1 }),
      );
      assert.deepEqual(await ranks(), before);
    });

    test('a project delete killed after its records are gone keeps the project and its records', async () => {
      const name = `drept-${Date.now().toString(36)}`;
      const project = await platform.call('POST', '/api/admin/projects', { name, display_name: 'Drept underveis' });
      assert.equal(project.status, 201, JSON.stringify(project.body));
      const id = project.body.id;
      for (const title of ['Første', 'Andre']) assert.equal((await platform.call('POST', `/api/admin/projects/${id}/todos`, { title })).status, 201);
      // The todos are deleted in the transaction; the project's own row hangs.
      await killedWhileWriting({ table: 'projects', event: 'DELETE', when: `OLD.id = ${Number(id)}` }, () =>
        unanswered('DELETE', `/api/admin/projects/${id}`),
      );
      assert.equal((await platform.call('GET', `/api/admin/projects/${id}`)).status, 200);
      const todos = await platform.call('GET', `/api/admin/projects/${id}/todos`);
      assert.deepEqual(todos.body.map((todo) => todo.title).sort(), ['Andre', 'Første']);
    });
  });
}
