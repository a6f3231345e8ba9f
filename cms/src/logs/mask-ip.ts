import ipaddr from 'ipaddr.js';

/**
 * An address as the platform keeps it about a person: IPv4 without its last octet (a.b.c.0), IPv6 with its last 80
 * bits zeroed (the first 48 kept). `full` keeps it whole (LOG_FULL_IP=true). Something that is no address is kept
 * as null, not stored as typed.
 */
export function maskIp(address: string | undefined | null, full = false): string | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (full) return parsed.toString();
  if (parsed.kind() === 'ipv4') {
    const octets = (parsed as ipaddr.IPv4).octets.slice(0, 3);
    return `${octets.join('.')}.0`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3);
  return new ipaddr.IPv6([...parts, 0, 0, 0, 0, 0]).toString();
}
