// The database goes away and comes back (PostgreSQL behind a proxy the test cuts): while it is away every call that
// needs it answers 503 with a clear message and Retry-After, the app process stays up, and once it is back the
// platform answers again by itself, with what was stored before.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { DATABASE_UNAVAILABLE } from '../../shared/dist/index.js';
import { freePort } from '../../scripts/free-port.mjs';
import { ownPlatform } from '../../scripts/own-platform.mjs';

/** A TCP proxy to PostgreSQL that can be cut (open connections dropped, new ones refused) and opened again. */
async function databaseProxy() {
  const port = await freePort();
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(5432, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => (socket === client ? upstream : client).destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = () => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen();
  return {
    port,
    async cut() {
      await new Promise((resolve) => {
        server.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
    },
    open: listen,
    close: () => new Promise((resolve) => (server.listening ? server.close(resolve) : resolve())),
  };
}

/** Calls until one answers `status`, for at most `seconds`: the app's own reconnecting is what is waited for. */
async function untilAnswered(call, status, seconds) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const res = await call();
    if (res.status === status || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the database goes away and comes back', { timeout: 300_000 }, () => {
  let proxy;
  let platform;
  before(async () => {
    proxy = await databaseProxy();
    platform = await ownPlatform('postgres', { label: 'outage', databasePort: proxy.port });
    await platform.start();
  });
  after(async () => {
    await proxy?.open().catch(() => undefined);
    await platform?.cleanUp();
    await proxy?.close();
  });

  test('calls answer 503 with the outage message while it is away, and the platform recovers by itself', async () => {
    const made = await platform.call('POST', '/api/admin/ideas', { title: 'Før utfallet' });
    assert.equal(made.status, 201);

    await proxy.cut();
    for (const [method, url, body] of [
      ['GET', '/api/admin/ideas?_start=0&_end=10'],
      ['GET', '/api/users/me'],
      ['POST', '/api/admin/ideas', { title: 'Under utfallet' }],
    ]) {
      const res = await fetch(`${platform.base}${url}`, {
        method,
        headers: { ...platform.auth, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      const answer = await res.json();
      assert.equal(res.status, 503, `${method} ${url}: ${JSON.stringify(answer)}`);
      assert.equal(res.headers.get('retry-after'), String(DATABASE_UNAVAILABLE.retryAfterSeconds));
      assert.equal(answer.error.message, DATABASE_UNAVAILABLE.message);
    }
    const signIn = await fetch(`${platform.base}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin@demo.no', password: 'Demo2026!' }),
    });
    assert.equal(signIn.status, 503);
    assert.equal(platform.child.exitCode, null, 'the app process stays up');

    await proxy.open();
    const back = await untilAnswered(() => platform.call('GET', `/api/admin/ideas/${made.body.id}`), 200, 30);
    assert.equal(back.status, 200);
    assert.equal(back.body.title, 'Før utfallet');
    assert.equal((await platform.call('POST', '/api/admin/ideas', { title: 'Etter utfallet' })).status, 201);
    // Nothing was half-stored while it was away.
    const { body: found } = await platform.call('GET', `/api/admin/ideas?q=${encodeURIComponent('Under utfallet')}&_start=0&_end=10`);
    assert.deepEqual(found, []);
    assert.equal(platform.child.exitCode, null);
  });
});
