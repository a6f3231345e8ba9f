import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkOutboundUrl, guardedFetch, isInternalAddress, OutboundRefused, type ResolveName } from '../src/outbound/outbound-guard';

// A documentation address (TEST-NET-2): public to the guard, yet never routed, so no test can reach the internet.
const PUBLIC_ADDRESS = '198.51.100.7';
const BIG_BODY = 'x'.repeat(100_000);

let server: http.Server;
let port: number;
let base: string;
let hits: string[] = [];
const held: http.ServerResponse[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/ok') res.end('ok');
    else if (req.url === '/moved') res.writeHead(302, { location: '/ok' }).end();
    else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
    else if (req.url === '/away') res.writeHead(302, { location: `http://localhost:${port}/ok` }).end();
    else if (req.url === '/big') res.end(BIG_BODY);
    // Never answered while the test runs.
    else if (req.url === '/hang') held.push(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
beforeEach(() => {
  hits = [];
});
afterAll(async () => {
  for (const res of held) res.end();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A resolver that gives each answer in turn (the last one from then on) and counts its calls. */
function answers(...sequence: string[][]): ResolveName & { calls: number } {
  const resolve = Object.assign(
    async (): Promise<string[]> => {
      const answer = sequence[Math.min(resolve.calls, sequence.length - 1)];
      resolve.calls += 1;
      return answer;
    },
    { calls: 0 },
  );
  return resolve;
}

async function refusal(request: Promise<unknown>): Promise<OutboundRefused> {
  const error = await request.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OutboundRefused);
  return error as OutboundRefused;
}

const get = (url: string, options: { allowedHosts: string[]; lookup?: ResolveName; timeoutMs?: number; maxBytes?: number }) =>
  guardedFetch(url, { method: 'GET', timeoutMs: 5_000, maxBytes: 4_096, ...options });

describe('which URLs the guard lets through', () => {
  it('refuses the metadata address and private addresses unless listed exactly, wildcard entries included', async () => {
    for (const [url, host] of [
      ['http://169.254.169.254/latest/meta-data', '169.254.169.254'],
      ['http://10.0.0.1/', '10.0.0.1'],
      ['http://10.0.0.1:8080/', '10.0.0.1:8080'],
    ]) {
      expect(await checkOutboundUrl(url, ['*.254', '*.0.0.1'])).toEqual({
        ok: false,
        reason: 'addressNotAllowed',
        error: `Host ${host} resolves to an internal address.`,
      });
    }
    expect(await checkOutboundUrl('http://10.0.0.1/', ['10.0.0.1'])).toMatchObject({ ok: true });
    expect(await checkOutboundUrl('http://10.0.0.1:8080/', ['10.0.0.1:8080'])).toMatchObject({ ok: true });
    expect(await checkOutboundUrl('http://10.0.0.1:8081/', ['10.0.0.1:8080'])).toMatchObject({ ok: false, reason: 'addressNotAllowed' });
  });

  it('refuses loopback and the metadata address written in any form a URL takes', async () => {
    for (const url of [
      'http://[::ffff:0:7f00:1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[0:0:0:0:ffff:0:a9fe:a9fe]/latest/meta-data',
      'http://[64:ff9b::7f00:1]/',
      'http://[2002:7f00:1::]/',
      'http://[::1]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://127.1/',
    ]) {
      expect([url, await checkOutboundUrl(url, [])]).toEqual([url, expect.objectContaining({ ok: false, reason: 'addressNotAllowed' })]);
    }
  });

  it('lets public addresses through without any setting', async () => {
    expect(await checkOutboundUrl('https://8.8.8.8/resolve', [])).toMatchObject({ ok: true });
    expect(await checkOutboundUrl('https://api.example.test/v1', [], { lookup: answers([PUBLIC_ADDRESS, '2a00:1450::1']) })).toMatchObject({
      ok: true,
    });
  });

  it('refuses a name with any internal address, other URLs than http(s), credentials and names that do not resolve', async () => {
    expect(await checkOutboundUrl('https://mixed.example.test/', [], { lookup: answers([PUBLIC_ADDRESS, '10.1.2.3']) })).toMatchObject({
      ok: false,
      reason: 'addressNotAllowed',
    });
    expect(await checkOutboundUrl('file:///etc/passwd', [])).toMatchObject({ ok: false, reason: 'badUrl' });
    expect(await checkOutboundUrl('http://user:pw@8.8.8.8/', [])).toMatchObject({ ok: false, reason: 'badUrl' });
    const missing: ResolveName = () => Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
    expect(await checkOutboundUrl('http://missing.example.test/', [], { lookup: missing })).toEqual({
      ok: false,
      reason: 'dns',
      error: 'Could not resolve missing.example.test: ENOTFOUND.',
    });
  });

  it('knows internal addresses, also inside IPv6 forms that reach IPv4', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '100.64.0.1',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '224.0.0.1',
      '0.0.0.0',
      '::',
      '::1',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a9fe:a9fe',
      '2002:a00:1::',
      '::ffff:0:7f00:1',
      '::ffff:0:10.0.0.1',
      '0:0:0:0:ffff:0:a9fe:a9fe',
      '::127.0.0.1',
      '64:ff9b:1::a00:1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      'fe80::1%eth0',
      'not an address',
    ]) {
      expect([address, isInternalAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['8.8.8.8', '2a00:1450::1', '172.32.0.1', '::ffff:8.8.8.8', '::ffff:0:808:808', '64:ff9b::808:808']) {
      expect([address, isInternalAddress(address)]).toEqual([address, false]);
    }
  });
});

describe('guarded requests', () => {
  it('reaches 127.0.0.1 when it is listed, and nothing on loopback when nothing is', async () => {
    const answer = await get(`${base}/ok`, { allowedHosts: ['127.0.0.1'] });
    expect([answer.status, answer.body.toString(), answer.url]).toEqual([200, 'ok', `${base}/ok`]);
    const refused = await refusal(get(`${base}/ok`, { allowedHosts: [] }));
    expect(refused.message).toBe(`Host 127.0.0.1:${port} resolves to an internal address.`);
    expect(hits).toEqual(['/ok']);
  });

  it('refuses a name on loopback unless that name itself is listed', async () => {
    const url = `http://localhost:${port}/ok`;
    const refused = await refusal(get(url, { allowedHosts: ['127.0.0.1'], lookup: answers(['127.0.0.1']) }));
    expect([refused.check.reason, refused.message]).toEqual(['addressNotAllowed', `Host localhost:${port} resolves to an internal address.`]);
    expect(hits).toEqual([]);
    for (const entry of ['localhost', `localhost:${port}`]) {
      const answer = await get(url, { allowedHosts: [entry], lookup: answers(['127.0.0.1']) });
      expect([entry, answer.status, answer.body.toString()]).toEqual([entry, 200, 'ok']);
    }
  });

  it('refuses a name whose answer turns internal between the check and the connection, and sends nothing', async () => {
    const lookup = answers([PUBLIC_ADDRESS], ['127.0.0.1']);
    const refused = await refusal(get(`http://rebinding.example.test:${port}/ok`, { allowedHosts: ['127.0.0.1'], lookup }));
    expect([refused.check.reason, refused.message]).toEqual([
      'addressNotAllowed',
      `Host rebinding.example.test:${port} resolves to an internal address.`,
    ]);
    expect(lookup.calls).toBe(2);
    expect(hits).toEqual([]);
  });

  it('follows redirects on the same host only, at most three', async () => {
    const moved = await get(`${base}/moved`, { allowedHosts: ['127.0.0.1'] });
    expect([moved.status, moved.body.toString()]).toEqual([200, 'ok']);
    const away = await get(`${base}/away`, { allowedHosts: ['127.0.0.1', 'localhost'] });
    expect([away.status, away.headers.get('location')]).toEqual([302, `http://localhost:${port}/ok`]);
    expect(hits).toEqual(['/moved', '/ok', '/away']);
    hits = [];
    const loop = await get(`${base}/loop`, { allowedHosts: ['127.0.0.1'] });
    expect([loop.status, hits.length]).toEqual([302, 4]);
  });

  it('gives up after the timeout', async () => {
    await expect(get(`${base}/hang`, { allowedHosts: ['127.0.0.1'], timeoutMs: 200 })).rejects.toThrow('Timed out after 200 ms.');
  });

  it('reads at most maxBytes of the body', async () => {
    const answer = await get(`${base}/big`, { allowedHosts: ['127.0.0.1'], maxBytes: 1_000 });
    expect([answer.status, answer.body.length, answer.body.toString()]).toEqual([200, 1_000, BIG_BODY.slice(0, 1_000)]);
  });
});
