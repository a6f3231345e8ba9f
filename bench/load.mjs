// One way for every bench to load a route: autocannon as a signed-in caller, and the figures kept of its result.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../scripts/prepare.mjs';

const autocannon = createRequire(path.join(ROOT, 'package.json'))('autocannon');

/** `connections` callers on `url` (several URLs: the connections spread over them) for `seconds`; autocannon's result. */
export function underLoad(url, token, { seconds, connections = 50, title } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ title, url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

export function loadSummary(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
