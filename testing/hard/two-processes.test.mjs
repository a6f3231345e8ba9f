// Two app processes on one PostgreSQL database and one uploads folder, behind a round-robin proxy, as a deployment
// with two replicas runs: what one process does, the other sees; what must happen once happens once; limits count
// across both.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startMailbox } from '../../e2e/mailbox.mjs';
import { ownPlatform } from '../../scripts/own-platform.mjs';
import { roundRobinProxy } from '../../scripts/round-robin-proxy.mjs';

const json = (body, headers = {}) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

/** Asks until `done` says yes about the answer, for at most `seconds`: what the other process does is waited for. */
async function until(ask, done, seconds, what) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const answer = await ask();
    if (done(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`Waited ${seconds} s for ${what}; last: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('two app processes on one PostgreSQL behind a round-robin proxy', { timeout: 600_000 }, () => {
  let platform;
  let proxy;
  let mailbox;
  const mailDir = path.join(process.cwd(), '.tmp', `two-processes-mail-${process.pid}`);
  before(async () => {
    mailbox = await startMailbox(mailDir);
    platform = await ownPlatform('postgres', {
      label: 'two',
      processes: 2,
      env: {
        PIPELINE_SCHEDULER_SECONDS: '1',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mailbox.port),
        TRACKING_RATE_LIMIT: '10',
        SIGN_IN_FAILURE_LIMIT: '10',
      },
    });
    await platform.start();
    proxy = await roundRobinProxy(platform.bases);
  });
  after(async () => {
    await proxy?.close();
    await platform?.cleanUp();
    await mailbox?.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  });

  const [first, second] = [0, 1];
  const call = (processIndex, method, url, body, headers = platform.auth) =>
    fetch(`${platform.bases[processIndex]}${url}`, { method, ...(body ? json(body, headers) : { headers }) });

  test('a sign-in on one process works on the other, and a sign-out on the other ends it on both', async () => {
    const signedIn = await call(first, 'POST', '/api/auth/local', { identifier: 'admin@demo.no', password: 'Demo2026!' }, {});
    const auth = { Authorization: `Bearer ${(await signedIn.json()).jwt}` };
    assert.equal((await call(second, 'GET', '/api/users/me', null, auth)).status, 200);
    assert.equal((await call(second, 'GET', '/api/admin/ideas', null, auth)).status, 200);
    assert.equal((await call(second, 'POST', '/api/auth/sign-out', null, auth)).status, 200);
    for (const processIndex of [first, second]) {
      assert.equal((await call(processIndex, 'GET', '/api/admin/ideas', null, auth)).status, 401);
      assert.equal((await call(processIndex, 'GET', '/api/users/me', null, auth)).status, 401);
    }
    // The platform's own sign-in for the other tests ended with it.
    platform.auth = {
      Authorization: `Bearer ${(await (await call(first, 'POST', '/api/auth/local', { identifier: 'admin@demo.no', password: 'Demo2026!' }, {})).json()).jwt}`,
    };
  });

  test('50 rank moves at once, spread over both processes, leave the ranks a permutation', async () => {
    const ids = [];
    for (let rank = 1; rank <= 20; rank += 1) {
      const res = await fetch(`${proxy.base}/api/admin/ideas`, { method: 'POST', ...json({ title: `Rangert ${rank}`, rank }, platform.auth) });
      assert.equal(res.status, 201);
      ids.push((await res.json()).id);
    }
    const servedBefore = [...proxy.served];
    const moves = Array.from({ length: 50 }, (_, i) => ({ id: ids[(i * 7) % ids.length], rank: ((i * 13) % ids.length) + 1 }));
    const answers = await Promise.all(
      moves.map(({ id, rank }) => fetch(`${proxy.base}/api/admin/ideas/${id}`, { method: 'PUT', ...json({ rank }, platform.auth) })),
    );
    for (const answer of answers) assert.ok(answer.status < 500, `a move answered ${answer.status}: ${await answer.text()}`);
    assert.ok(answers.filter((answer) => answer.status === 200).length > 0);
    assert.deepEqual(
      proxy.served.map((count, i) => count - servedBefore[i]),
      [25, 25],
      'each process took half of the moves',
    );
    const listed = await (await fetch(`${proxy.base}/api/admin/ideas?_sort=rank&_order=ASC`, { headers: platform.auth })).json();
    assert.deepEqual(
      listed.map((idea) => idea.rank).sort((a, b) => a - b),
      ids.map((_, i) => i + 1),
    );
    assert.deepEqual(
      listed.map((idea) => idea.id).sort((a, b) => a - b),
      [...ids].sort((a, b) => a - b),
    );
  });

  test('an image uploaded through one process is served by the other', async () => {
    const products = await (await call(first, 'GET', '/api/admin/products')).json();
    const productId = (products.data ?? products)[0].id;
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'bilde.png');
    const uploaded = await fetch(`${platform.bases[first]}/api/admin/products/${productId}/upload-image`, {
      method: 'POST',
      body: form,
      headers: platform.auth,
    });
    assert.equal(uploaded.status, 201, await uploaded.clone().text());
    const { imageUrl } = await uploaded.json();
    // The stored file (the upload plugin may re-encode it), as both processes serve it from the shared folder.
    const stored = fs.readFileSync(path.join(platform.dir, 'public', imageUrl));
    for (const base of platform.bases) {
      const served = await fetch(`${base}${imageUrl}`);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), 'image/png');
      assert.deepEqual(Buffer.from(await served.arrayBuffer()), stored);
    }
  });

  test('rate limits count across both processes: failed sign-ins and page visits', async () => {
    const wrong = { identifier: 'nobody-here@example.test', password: 'Feil-passord-1' };
    for (let i = 0; i < 10; i += 1) assert.equal((await call(i % 2, 'POST', '/api/auth/local', wrong, {})).status, 400);
    for (const processIndex of [first, second]) assert.equal((await call(processIndex, 'POST', '/api/auth/local', wrong, {})).status, 429);

    const visit = {
      visitorId: '3f0c6a52-1d3e-4c1a-9a47-8c7d7b2f9e10',
      sessionId: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
      page: '/',
      title: 'Forsiden',
    };
    const tracked = [];
    for (let i = 0; i < 12; i += 1) tracked.push((await call(i % 2, 'POST', '/api/track/visit', visit, {})).status);
    assert.deepEqual(tracked.slice(0, 10), Array(10).fill(204));
    assert.deepEqual(tracked.slice(10), [429, 429]);
  });

  test('a due pipeline fires once across both processes, five due times in a row', async () => {
    const created = await call(first, 'POST', '/api/admin/pipelines', {
      name: 'To prosesser',
      type: 'scheduled',
      schedule: { enabled: true, schedule_type: 'cron', schedule_config: { cron: '0 3 * * *' } },
      steps: [{ type: 'api_connector', config: { url: 'http://127.0.0.1:9/never' } }],
    });
    assert.equal(created.status, 201);
    const id = (await created.json()).pipeline.id;
    const runs = async () => (await platform.sql('SELECT count(*)::int AS n FROM pipeline_runs WHERE pipeline_id = $1', [id]))[0].n;
    for (let round = 1; round <= 5; round += 1) {
      // Due a minute ago, written as the app writes times (to the millisecond: the claim compares it exactly).
      await platform.sql('UPDATE pipelines SET next_run_at = $2 WHERE id = $1', [id, new Date(Date.now() - 60_000)]);
      // Claimed: the due time has moved on, and the run of the claim is made.
      await until(
        async () =>
          (await platform.sql('SELECT next_run_at > now() AS moved FROM pipelines WHERE id = $1', [id]))[0].moved && (await runs()) >= round,
        (claimed) => claimed,
        30,
        `round ${round}'s claim`,
      );
      // Both processes tick every second: by the next round's end each has looked at this due time more than once.
      assert.equal(await runs(), round, `round ${round}: one run per due time`);
      // A pipeline still running at its due time skips it (by design): the next due time waits for this run's end.
      await until(
        async () =>
          (await platform.sql(`SELECT count(*)::int AS n FROM pipeline_runs WHERE pipeline_id = $1 AND status IN ('queued', 'running')`, [id]))[0].n,
        (active) => active === 0,
        60,
        `round ${round}'s run to end`,
      );
    }
  });

  test('a due project reminder is mailed once', async () => {
    const project = await (
      await call(first, 'POST', '/api/admin/projects', { name: `to-prosesser-${Date.now()}`, display_name: 'To prosesser' })
    ).json();
    const projectId = project.id ?? project.project?.id;
    const recipient = `to-prosesser-${Date.now()}@example.test`;
    const created = await call(second, 'POST', `/api/admin/projects/${projectId}/reminders`, {
      title: 'Én gang',
      remind_at: new Date(Date.now() + 3_600_000).toISOString(),
      recipients: [recipient],
    });
    assert.equal(created.status, 201);
    const reminder = await created.json();
    await platform.sql('UPDATE project_reminders SET remind_at = $2 WHERE id = $1', [reminder.id, new Date(Date.now() - 60_000)]);
    const settled = await until(
      async () => (await (await call(first, 'GET', `/api/admin/projects/${projectId}/reminders`)).json()).find((item) => item.id === reminder.id),
      (item) => item.status === 'sent' || item.status === 'failed',
      60,
      'the reminder to be sent',
    );
    assert.equal(settled.status, 'sent', settled.error ?? '');
    const mails = fs.readdirSync(mailDir).filter((file) => fs.readFileSync(path.join(mailDir, file), 'utf8').includes(recipient));
    assert.equal(mails.length, 1);
  });
});
