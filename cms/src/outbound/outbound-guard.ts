import dns from 'node:dns/promises';
import net, { type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit, type Response as UndiciResponse } from 'undici';

/**
 * The one gate for requests the server makes to other hosts (API health probes, data pipelines). A URL passes when
 * it is http(s) without credentials and every address its name resolves to is public. A private, loopback,
 * link-local, CGNAT, multicast, unspecified or metadata address passes only when the URL's host is listed exactly in
 * OUTBOUND_ALLOWED_HOSTS (comma-separated `host` or `host:port`): an operator who names `127.0.0.1` or `intranet.local`
 * means it. `*.domain` entries are ignored: a pattern never unlocks an internal address. The connection itself
 * resolves the name again and connects only to an address that passes, so a DNS answer that changes after the check
 * cannot lead it inside. Redirects are followed only within the same host (at most 3); one to another host is answered
 * as it is (a 3xx), never followed.
 */

export type OutboundReason = 'badUrl' | 'addressNotAllowed' | 'dns';
export type OutboundCheck = { ok: true; url: URL } | { ok: false; reason: OutboundReason; error: string };

/** Every address a name resolves to now; replaceable so that tests can simulate a DNS answer that changes. */
export type ResolveName = (hostname: string) => Promise<string[]>;

export const resolveWithDns: ResolveName = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((found) => found.address);

export interface OutboundOptions {
  lookup?: ResolveName;
}

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
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  // Unspecified, loopback and the old IPv4-compatible form.
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  // NAT64's local-use prefix (its IPv4 part may sit anywhere in the address) and Teredo (an obfuscated IPv4 inside).
  ['64:ff9b:1::', 48],
  ['2001::', 32],
] as const)
  INTERNAL.addSubnet(prefix, bits, 'ipv6');

/**
 * The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96)
 * or 6to4 (2002::/16) address: a route to it reaches that address.
 */
function embeddedIpv4(address: string): string | null {
  if (!ipaddr.IPv6.isValid(address)) return null;
  const { parts } = ipaddr.IPv6.parse(address);
  const zero = (from: number, to: number) => parts.slice(from, to).every((part) => part === 0);
  const mapped = (zero(0, 5) && parts[5] === 0xffff) || (zero(0, 4) && parts[4] === 0xffff && parts[5] === 0);
  const nat64 = parts[0] === 0x64 && parts[1] === 0xff9b && zero(2, 6);
  const [high, low] = mapped || nat64 ? [parts[6], parts[7]] : parts[0] === 0x2002 ? [parts[1], parts[2]] : [];
  if (high === undefined || low === undefined) return null;
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an address is private, loopback, link-local, the metadata address or otherwise not on the internet (anything unparsable too). */
export function isInternalAddress(raw: string): boolean {
  const address = raw.split('%')[0];
  const family = net.isIP(address);
  if (family === 0) return true;
  const embedded = family === 6 ? embeddedIpv4(address) : null;
  if (embedded) return isInternalAddress(embedded);
  return address === METADATA_ADDRESS || INTERNAL.check(address, family === 6 ? 'ipv6' : 'ipv4');
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

/** Whether the URL's host is listed as it is (host, or host:port); `*.domain` entries never match. */
function isListedExactly(url: URL, entries: string[]): boolean {
  const host = url.hostname.toLowerCase();
  const names = [host, bare(host), `${host}:${defaultPort(url)}`, `${bare(host)}:${defaultPort(url)}`];
  return entries.some((entry) => !entry.includes('*') && names.includes(entry));
}

/** The host as messages name it (host:port when the port is given). */
export const hostOf = (url: URL): string => url.host.toLowerCase();

type Refusal = Extract<OutboundCheck, { ok: false }>;

/** Resolves a name (an IP literal as it is) and refuses it when an address is internal and the host is not listed exactly. */
async function allowedAddresses(hostname: string, label: string, listed: boolean, lookup: ResolveName): Promise<string[] | Refusal> {
  let addresses: string[];
  try {
    addresses = net.isIP(hostname) ? [hostname] : await lookup(hostname);
  } catch (error) {
    return { ok: false, reason: 'dns', error: `Could not resolve ${hostname}: ${(error as NodeJS.ErrnoException).code ?? 'lookup failed'}.` };
  }
  if (addresses.length === 0) return { ok: false, reason: 'dns', error: `Could not resolve ${hostname}: no address.` };
  if (!listed && addresses.some(isInternalAddress))
    return { ok: false, reason: 'addressNotAllowed', error: `Host ${label} resolves to an internal address.` };
  return addresses;
}

/** Checks a URL: http(s), no credentials, and the addresses its name resolves to now. */
export async function checkOutboundUrl(raw: string, entries: string[] = allowedHosts(), options: OutboundOptions = {}): Promise<OutboundCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'badUrl', error: 'Not a valid URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'badUrl', error: 'Only http and https URLs are allowed.' };
  if (url.username || url.password) return { ok: false, reason: 'badUrl', error: 'URLs with credentials are not allowed.' };
  const addresses = await allowedAddresses(bare(url.hostname), hostOf(url), isListedExactly(url, entries), options.lookup ?? resolveWithDns);
  return Array.isArray(addresses) ? { ok: true, url } : addresses;
}

export class OutboundRefused extends Error {
  constructor(readonly check: Refusal) {
    super(check.error);
  }
}

/**
 * The socket's own name lookup: resolves again and hands the socket only addresses that pass, so the address checked
 * is the address connected to. A refusal fails the connection with OutboundRefused.
 */
function checkedLookup(url: URL, entries: string[], lookup: ResolveName): LookupFunction {
  return (hostname, options, callback) => {
    const listed = bare(hostname) === bare(url.hostname) && isListedExactly(url, entries);
    const answer = (found: string[] | Refusal): void => {
      if (!Array.isArray(found)) return callback(new OutboundRefused(found), '', 0);
      const wanted = options.family === 6 || options.family === 'IPv6' ? 6 : options.family === 4 || options.family === 'IPv4' ? 4 : 0;
      const addresses = found.map((address) => ({ address, family: net.isIPv6(address) ? 6 : 4 })).filter((a) => !wanted || a.family === wanted);
      if (addresses.length === 0) return callback(Object.assign(new Error(`No IPv${wanted} address for ${hostname}.`), { code: 'ENOTFOUND' }), '', 0);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    };
    allowedAddresses(bare(hostname), hostOf(url), listed, lookup).then(answer, (error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
}

/** The guard's refusal inside fetch's wrapping (`TypeError: fetch failed` with the connection's error as its cause). */
function refusalIn(error: unknown): OutboundRefused | null {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if (current instanceof OutboundRefused) return current;
  }
  return null;
}

/** Settles with the promise, or rejects with the signal's reason once it aborts (a slow DNS answer counts against the timeout). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export interface GuardedResponse {
  status: number;
  headers: Headers;
  /** The body's first bytes, at most maxBytes. */
  body: Buffer;
  url: string;
}

/** Reads at most `limit` bytes of a body and drops the rest. */
async function readLimited(response: UndiciResponse, limit: number): Promise<Buffer> {
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

export type GuardedInit = RequestInit & {
  timeoutMs: number;
  maxBytes: number;
  /** The entries to apply instead of OUTBOUND_ALLOWED_HOSTS. */
  allowedHosts?: string[];
} & OutboundOptions;

/**
 * fetch through the guard: the URL (and any redirect followed: same host only) checked first and again at connect,
 * a timeout over the whole call, at most maxBytes of the body read. Throws OutboundRefused when the guard says no,
 * and fetch's own errors (refused, reset, aborted on timeout) otherwise.
 */
export async function guardedFetch(raw: string, init: GuardedInit): Promise<GuardedResponse> {
  const { timeoutMs, maxBytes, allowedHosts: listed, lookup = resolveWithDns, ...request } = init;
  const entries = listed ?? allowedHosts();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`Timed out after ${timeoutMs} ms.`)), timeoutMs);
  // One agent per call, closed at the end: no connection outlives the call, so a changed setting applies to the next.
  let agent: Agent | undefined;
  try {
    let current = raw;
    for (let hop = 0; ; hop++) {
      const checked = await untilAborted(checkOutboundUrl(current, entries, { lookup }), controller.signal);
      if (!checked.ok) throw new OutboundRefused(checked);
      // Redirects stay on the same host, port and protocol, so the first URL's lookup serves every hop.
      agent ??= new Agent({ connect: { lookup: checkedLookup(checked.url, entries, lookup) } });
      const response = await undiciFetch(checked.url, {
        ...(request as UndiciRequestInit),
        redirect: 'manual',
        signal: controller.signal,
        dispatcher: agent,
      });
      const location = response.headers.get('location');
      const next = location && response.status >= 300 && response.status < 400 ? new URL(location, checked.url) : null;
      // Followed only within the same host (and checked again); a redirect elsewhere is the answer itself.
      if (next && hop < MAX_REDIRECTS && hostOf(next) === hostOf(checked.url) && next.protocol === checked.url.protocol) {
        await response.body?.cancel().catch(() => undefined);
        current = next.toString();
        continue;
      }
      const body = await readLimited(response, maxBytes);
      return { status: response.status, headers: response.headers as unknown as Headers, body, url: checked.url.toString() };
    }
  } catch (error) {
    throw refusalIn(error) ?? error;
  } finally {
    clearTimeout(timer);
    await agent?.destroy().catch(() => undefined);
  }
}
