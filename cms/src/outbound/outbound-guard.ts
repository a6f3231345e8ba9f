import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * The one gate for requests the server makes to other hosts (API health probes, data pipelines). A URL passes only
 * when it is http(s) and its host is listed in OUTBOUND_ALLOWED_HOSTS (comma-separated `host`, `host:port` or
 * `*.domain`; unset: nothing passes), and every address its name resolves to is public. A private, loopback,
 * link-local or metadata address passes only when the URL's host is listed exactly (not through a `*.` entry): an
 * operator who names `127.0.0.1` or `intranet.local` means it. Redirects are followed only within the same host (at
 * most 3); one to another host is answered as it is (a 3xx), never followed.
 */

export type OutboundCheck = { ok: true; url: URL } | { ok: false; reason: 'badUrl' | 'hostNotAllowed' | 'addressNotAllowed' | 'dns'; error: string };

const METADATA_ADDRESS = '169.254.169.254';
const MAX_REDIRECTS = 3;

/** Addresses a request from the server must not reach unless their host is listed exactly. */
const INTERNAL = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(prefix, bits, 'ipv6');

/** Whether an address is private, loopback, link-local, the metadata address or otherwise not on the internet. */
export function isInternalAddress(address: string): boolean {
  const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  const mapped = family === 'ipv6' ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address) : null;
  if (mapped) return isInternalAddress(mapped[1]);
  return address === METADATA_ADDRESS || INTERNAL.check(address, family);
}

/** The configured entries, lower-case, read on each call so that a changed setting applies without a restart of this module. */
export function allowedHosts(value: string | undefined = process.env.OUTBOUND_ALLOWED_HOSTS): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** How a URL's host is listed: exactly (host or host:port), through a `*.domain` entry, or not at all. */
function listing(url: URL, entries: string[]): 'exact' | 'wildcard' | null {
  const host = url.hostname.toLowerCase();
  const withPort = `${host}:${defaultPort(url)}`;
  if (entries.some((entry) => entry === host || entry === withPort || entry === `${bare(host)}:${defaultPort(url)}`)) return 'exact';
  if (entries.some((entry) => entry.startsWith('*.') && host.endsWith(entry.slice(1)))) return 'wildcard';
  return null;
}

/** The host as messages name it (host:port when the port is given). */
export const hostOf = (url: URL): string => url.host.toLowerCase();

/** Checks a URL against the allowed hosts and the addresses its name resolves to now. */
export async function checkOutboundUrl(raw: string, entries: string[] = allowedHosts()): Promise<OutboundCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'badUrl', error: 'Not a valid URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'badUrl', error: 'Only http and https URLs are allowed.' };
  if (url.username || url.password) return { ok: false, reason: 'badUrl', error: 'URLs with credentials are not allowed.' };
  const listed = listing(url, entries);
  if (!listed) return { ok: false, reason: 'hostNotAllowed', error: `Host ${hostOf(url)} is not allowed.` };
  const hostname = bare(url.hostname);
  let addresses: string[];
  try {
    addresses = net.isIP(hostname) ? [hostname] : (await dns.lookup(hostname, { all: true, verbatim: true })).map((found) => found.address);
  } catch (error) {
    return { ok: false, reason: 'dns', error: `Could not resolve ${hostname}: ${(error as NodeJS.ErrnoException).code ?? 'lookup failed'}.` };
  }
  if (listed !== 'exact' && addresses.some(isInternalAddress)) {
    return { ok: false, reason: 'addressNotAllowed', error: `Host ${hostOf(url)} resolves to an internal address.` };
  }
  return { ok: true, url };
}

export class OutboundRefused extends Error {
  constructor(readonly check: Extract<OutboundCheck, { ok: false }>) {
    super(check.error);
  }
}

export interface GuardedResponse {
  status: number;
  headers: Headers;
  /** The body's first bytes, at most maxBytes. */
  body: Buffer;
  url: string;
}

/** Reads at most `limit` bytes of a body and drops the rest. */
async function readLimited(response: Response, limit: number): Promise<Buffer> {
  if (!response.body || limit <= 0) {
    await response.body?.cancel().catch(() => undefined);
    return Buffer.alloc(0);
  }
  const reader = response.body.getReader();
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(Buffer.from(value));
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, limit);
}

/**
 * fetch through the guard: the URL (and any redirect followed: same host only) checked first, a timeout over the whole call,
 * at most maxBytes of the body read. Throws OutboundRefused when the guard says no, and fetch's own errors (refused,
 * reset, aborted on timeout) otherwise.
 */
export async function guardedFetch(raw: string, init: RequestInit & { timeoutMs: number; maxBytes: number }): Promise<GuardedResponse> {
  const { timeoutMs, maxBytes, ...request } = init;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`Timed out after ${timeoutMs} ms.`)), timeoutMs);
  try {
    let current = new URL(raw);
    for (let hop = 0; ; hop++) {
      const checked = await checkOutboundUrl(current.toString());
      if (!checked.ok) throw new OutboundRefused(checked);
      const response = await fetch(checked.url, { ...request, redirect: 'manual', signal: controller.signal });
      const location = response.headers.get('location');
      const next = location && response.status >= 300 && response.status < 400 ? new URL(location, checked.url) : null;
      // Followed only within the same host (and checked again); a redirect elsewhere is the answer itself.
      if (next && hop < MAX_REDIRECTS && hostOf(next) === hostOf(checked.url) && next.protocol === checked.url.protocol) {
        await response.body?.cancel().catch(() => undefined);
        current = next;
        continue;
      }
      return { status: response.status, headers: response.headers, body: await readLimited(response, maxBytes), url: checked.url.toString() };
    }
  } finally {
    clearTimeout(timer);
  }
}
