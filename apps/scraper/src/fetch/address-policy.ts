import ipaddr from 'ipaddr.js';

/** Names that reach the machine itself or a cloud's instance metadata, whatever DNS says. */
const forbiddenHostNames = new Set([
  'localhost',
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.com',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** True when the host name itself is refused before any DNS lookup. */
export function isForbiddenHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return (
    forbiddenHostNames.has(name) ||
    name.endsWith('.localhost') ||
    name.endsWith('.internal') ||
    name.endsWith('.local')
  );
}

/** The IPv4 address held in two 16-bit groups of an IPv6 address, optionally inverted (Teredo). */
function ipv4From(high: number, low: number, invert = false): ipaddr.IPv4 {
  const value = ((high << 16) | low) ^ (invert ? 0xffffffff : 0);
  return new ipaddr.IPv4([
    (value >>> 24) & 0xff,
    (value >>> 16) & 0xff,
    (value >>> 8) & 0xff,
    value & 0xff,
  ]);
}

const unknowable = 'unknowable';

/**
 * The IPv4 addresses an IPv6 address carries (decision 0065): a packet to it ends up at them, so
 * they are what is judged. IPv4-compatible (::/96, which Linux still routes to the IPv4 host),
 * IPv4-mapped and SIIT, NAT64's well-known prefix, 6to4, and Teredo (its server and its client).
 * The local-use NAT64 prefix 64:ff9b:1::/48 carries its IPv4 address where the operator's prefix
 * length puts it, which the address alone does not say: it is `unknowable` and refused.
 * An empty list is a plain IPv6 address.
 */
function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | typeof unknowable {
  const p = address.parts as [number, number, number, number, number, number, number, number];
  const upperZero = p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 0;
  if (upperZero && p[4] === 0 && (p[5] === 0 || p[5] === 0xffff)) return [ipv4From(p[6], p[7])];
  if (upperZero && p[4] === 0xffff && p[5] === 0) return [ipv4From(p[6], p[7])];
  if (p[0] === 0x64 && p[1] === 0xff9b) {
    if (p[2] === 1) return unknowable;
    if (p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0) return [ipv4From(p[6], p[7])];
  }
  if (p[0] === 0x2002) return [ipv4From(p[1], p[2])];
  if (p[0] === 0x2001 && p[1] === 0) return [ipv4From(p[2], p[3]), ipv4From(p[6], p[7], true)];
  return [];
}

/** True only for a public unicast address: everything internal, special or ambiguous is refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const carried = carriedIPv4(v6);
  if (carried === unknowable) return false;
  if (carried.length > 0) return carried.every((inner) => inner.range() === 'unicast');
  return v6.range() === 'unicast';
}
