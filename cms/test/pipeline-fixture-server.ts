import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server the pipeline tests point their steps at (loopback is allowed in tests): a JSON API paged by a
 * next link, a page that fails, a page that waits until the test lets it answer, and the headers each call carried.
 */
export async function startPipelineFixtureServer() {
  const seen: { path: string; authorization: string | undefined }[] = [];
  let releaseSlow: () => void = () => undefined;
  let slowArrived: () => void = () => undefined;
  const slowReached = new Promise<void>((resolve) => (slowArrived = resolve));
  const released = new Promise<void>((resolve) => (releaseSlow = resolve));
  const pages: Record<string, unknown> = {
    '/items?page=1': {
      data: {
        items: [
          { id: 1, title: 'Hytte', price: '1 250,50' },
          { id: 2, title: 'Båt', price: '80' },
        ],
      },
      links: { next: '/items?page=2' },
    },
    '/items?page=2': {
      data: {
        items: [
          { id: 3, title: 'Sykkel', price: 'gratis' },
          { id: 4, title: 'Ski', price: '450' },
        ],
      },
      links: { next: null },
    },
  };
  const httpServer = http.createServer(async (req, res) => {
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization });
    if (req.url === '/broken') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end('{"error":"down"}');
    }
    if (req.url === '/slow') {
      slowArrived();
      await released;
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ data: { items: [{ id: 9, title: 'Sakte', price: '900' }] } }));
    }
    const page = pages[req.url ?? ''];
    if (!page) {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(page));
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    slowReached,
    releaseSlow: () => releaseSlow(),
    close: () => new Promise<void>((resolve) => httpServer.close(() => resolve())),
  };
}
