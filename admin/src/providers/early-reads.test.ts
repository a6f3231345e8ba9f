import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@platform/shared';
import { dataProvider } from './data-provider';
import { readEarly, takeArrivedRead, takeEarlyRead } from './early-reads';

// A real HTTP server: what the early read sends and how its answer is handed over once.
let server: Server;
let base = '';
const received: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    // The test page's origin differs from the server's: the app's HTTP client asks first.
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    received.push({ url: req.url ?? '', headers: req.headers });
    const refused = req.url?.startsWith('/refused');
    res.writeHead(refused ? 401 : 200, { ...cors, 'content-type': 'application/json' });
    res.end(JSON.stringify(refused ? { error: { message: 'Missing or invalid credentials' } } : { path: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
});

describe('early reads', () => {
  it('sends the read with the signed-in token and hands its answer to the first read of the same address only', async () => {
    readEarly(`${base}/api/admin/dashboard-overview?excludeAdmins=false`);
    expect(await takeEarlyRead(`${base}/api/admin/dashboard-overview?excludeAdmins=true`)).toBeUndefined();
    expect(await takeEarlyRead(`${base}/api/admin/dashboard-overview?excludeAdmins=false`)).toEqual({
      path: '/api/admin/dashboard-overview?excludeAdmins=false',
    });
    expect(await takeEarlyRead(`${base}/api/admin/dashboard-overview?excludeAdmins=false`)).toBeUndefined();
    expect(received).toHaveLength(1);
    expect(received[0].headers.authorization).toBe('Bearer jwt-1');
  });

  it('gives nothing for a refused read, so the page reads itself and shows the server’s reason', async () => {
    readEarly(`${base}/refused`);
    expect(await takeEarlyRead(`${base}/refused`)).toBeUndefined();
  });

  it('sends nothing without a signed-in user', async () => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    readEarly(`${base}/api/users/me`);
    expect(await takeEarlyRead(`${base}/api/users/me`)).toBeUndefined();
    expect(received).toHaveLength(0);
  });

  it('hands an answer that has arrived to the first render, with when it was asked, once', async () => {
    const asked = Date.now();
    const answered = readEarly(`${base}/api/admin/dashboard-overview`);
    // Not yet arrived: the page starts in its loading state and reads as usual.
    expect(takeArrivedRead(`${base}/api/admin/dashboard-overview`)).toBeUndefined();
    await answered;
    const arrived = takeArrivedRead(`${base}/api/admin/dashboard-overview`);
    expect(arrived).toEqual({ answer: { path: '/api/admin/dashboard-overview' }, at: expect.any(Number) });
    expect(arrived!.at).toBeGreaterThanOrEqual(asked);
    expect(takeArrivedRead(`${base}/api/admin/dashboard-overview`)).toBeUndefined();
    expect(await takeEarlyRead(`${base}/api/admin/dashboard-overview`)).toBeUndefined();
  });

  it('answers the data provider’s first read of that address, so it is not sent twice; the next read goes out', async () => {
    readEarly(`${base}/api/admin/dashboard-overview?excludeAdmins=false&excludeTestUsers=true`);
    const read = () =>
      dataProvider.custom!({ url: `${base}/api/admin/dashboard-overview`, method: 'get', query: { excludeAdmins: false, excludeTestUsers: true } });
    expect(await read()).toEqual({ data: { path: '/api/admin/dashboard-overview?excludeAdmins=false&excludeTestUsers=true' } });
    expect(received).toHaveLength(1);
    expect(await read()).toEqual({ data: { path: '/api/admin/dashboard-overview?excludeAdmins=false&excludeTestUsers=true' } });
    expect(received).toHaveLength(2);
  });
});
