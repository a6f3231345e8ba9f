import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import ipaddr from 'ipaddr.js';
import type { ExcludedIp } from '@platform/shared';
import { createTableOnce } from '../create-table-once';
import { hashIp } from './ip-hash';

export const EXCLUDED_IPS_TABLE = 'analytics_excluded_ips';
export const EXCLUDED_IP_NOTE_MAX_LENGTH = 200;

export async function ensureExcludedIpsTable(knex: Knex): Promise<void> {
  await createTableOnce(knex, EXCLUDED_IPS_TABLE, (t) => {
    t.increments('id');
    // Unique: two admins adding the same address at once get one row and a 409.
    t.string('address', 64).notNullable().unique();
    t.string('note', EXCLUDED_IP_NOTE_MAX_LENGTH).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;
const hostBits = (address: Address) => (address.kind() === 'ipv4' ? 32 : 128);

/**
 * An address or CIDR range as typed, in one written form ('192.0.2.0/24' for '192.0.2.77/24', '2001:db8::' for
 * '2001:DB8:0::0', an IPv4 address or range inside IPv6 as IPv4; a /32 or /128 is the single address), or null for anything else.
 */
export function normaliseExcludedIp(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const [text, prefix, ...rest] = input.trim().split('/');
  if (!isWrittenInFull(text) || rest.length) return null;
  if (prefix === undefined) return ipaddr.process(text).toString();
  const cidr = `${text}/${prefix}`;
  if (!/^\d{1,3}$/.test(prefix) || !ipaddr.isValidCIDR(cidr)) return null;
  const [address, bits] = ipaddr.parseCIDR(cidr);
  // IPv4 addresses written inside IPv6 (::ffff:192.0.2.0/120) are that IPv4 range: a visit's address counts as IPv4.
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    return normaliseExcludedIp(`${(address as ipaddr.IPv6).toIPv4Address().toString()}/${bits - 96}`);
  }
  if (bits === hostBits(address)) return address.toString();
  const network = address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(cidr) : ipaddr.IPv6.networkAddressFromCIDR(cidr);
  return `${network.toString()}/${bits}`;
}

/** Four decimal parts for IPv4 (ipaddr.js would also take '1.2.3' or hex parts), or an IPv6 address. */
const isWrittenInFull = (text: string) => ipaddr.IPv4.isValidFourPartDecimal(text) || (text.includes(':') && ipaddr.IPv6.isValid(text));

interface Exclusion {
  address: Address;
  prefix: number;
}

function parseExclusion(stored: string): Exclusion {
  if (!stored.includes('/')) {
    const address = ipaddr.parse(stored);
    return { address, prefix: hostBits(address) };
  }
  const [address, prefix] = ipaddr.parseCIDR(stored);
  return { address, prefix };
}

const covers = (exclusion: Exclusion, address: Address) =>
  exclusion.address.kind() === address.kind() && address.match(exclusion.address as never, exclusion.prefix);

/** Whether a new visit from this address is to be left unstored (an excluded address, or one inside an excluded range). */
export async function isExcludedIp(knex: Knex, ip: string | null | undefined): Promise<boolean> {
  if (!ip || !ipaddr.isValid(ip)) return false;
  const rows: Array<{ address: string }> = await knex(EXCLUDED_IPS_TABLE).select('address');
  if (rows.length === 0) return false;
  const address = ipaddr.process(ip);
  return rows.some((row) => covers(parseExclusion(row.address), address));
}

/** The widest prefix a stored masked address can be compared against: the mask kept per visit (IPv4 /24, IPv6 /48). */
const MASKED_PREFIX = { ipv4: 24, ipv6: 48 } as const;

/**
 * A condition leaving out the past visits of excluded addresses, for the visitor analytics:
 * `query.where(await excludedVisitsWhere(strapi))`. A single address matches by its keyed hash (`ip_hash`); a range
 * matches by the masked address kept per visit (`ip_masked`) when it is IPv4 /24 or wider, or IPv6 /48 or wider. A
 * narrower range cannot be told from the masked address: it only stops new visits from being stored.
 */
export async function excludedVisitsWhere(strapi: Core.Strapi, table = 'page_visits'): Promise<(query: Knex.QueryBuilder) => void> {
  const knex = strapi.db.connection;
  const exclusions = ((await knex(EXCLUDED_IPS_TABLE).select('address')) as Array<{ address: string }>).map((row) => parseExclusion(row.address));
  const hashes = exclusions.filter((e) => e.prefix === hostBits(e.address)).map((e) => hashIp(strapi, e.address.toString()));
  const ranges = exclusions.filter((e) => e.prefix <= MASKED_PREFIX[e.address.kind()]);
  const masked = ranges.length ? await maskedNetworksWithin(knex, table, ranges) : [];
  return (query) => {
    if (hashes.length) query.where((q) => q.whereNull(`${table}.ip_hash`).orWhereNotIn(`${table}.ip_hash`, hashes));
    if (masked.length) query.where((q) => q.whereNull(`${table}.ip_masked`).orWhereNotIn(`${table}.ip_masked`, masked));
  };
}

/** The masked addresses stored on visits that lie within any of the ranges (read through the ip_masked index). */
async function maskedNetworksWithin(knex: Knex, table: string, ranges: Exclusion[]): Promise<string[]> {
  const found = new Set<string>();
  for (const range of ranges) {
    const candidates: Array<{ ip_masked: string }> = await knex(table)
      .distinct('ip_masked')
      .whereNotNull('ip_masked')
      .where('ip_masked', 'like', likePrefix(range));
    for (const { ip_masked: masked } of candidates) {
      if (ipaddr.isValid(masked) && covers(range, ipaddr.process(masked))) found.add(masked);
    }
  }
  return [...found];
}

/** A LIKE pattern narrowing the candidates to the range's first octet (IPv4) or first group (IPv6) where it is fixed. */
function likePrefix({ address, prefix }: Exclusion): string {
  if (address.kind() === 'ipv4') return prefix >= 8 ? `${(address as ipaddr.IPv4).octets[0]}.%` : '%.%';
  const first = (address as ipaddr.IPv6).parts[0];
  // '::' (all zeros) is written without its first group; such a range falls back to every IPv6 address.
  return prefix >= 16 && first !== 0 ? `${first.toString(16)}:%` : '%:%';
}

export function toExcludedIp(row: { id: number; address: string; note: string | null; created_at: Date | string | number }): ExcludedIp {
  return { id: Number(row.id), address: row.address, note: row.note ?? '', createdAt: new Date(row.created_at).toISOString() };
}
