// A round-robin reverse proxy, as a load balancer in front of several app processes: each request goes to the next
// process in turn, its body and answer streamed through.
import http from 'node:http';
import { freePort } from './free-port.mjs';

export async function roundRobinProxy(bases) {
  const targets = bases.map((base) => new URL(base));
  let next = 0;
  const served = targets.map(() => 0);
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    served[index] += 1;
    const target = targets[index];
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    /** How many requests each process was sent. */
    served,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
