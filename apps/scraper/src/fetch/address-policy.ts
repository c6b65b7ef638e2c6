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

function embeddedIPv4(parts: number[], high: number, low: number): ipaddr.IPv4 {
  const [a, b] = [parts[high] ?? 0, parts[low] ?? 0];
  return new ipaddr.IPv4([a >> 8, a & 0xff, b >> 8, b & 0xff]);
}

/**
 * The IPv4 address an IPv6 address stands for (mapped, NAT64 well-known prefix, 6to4, SIIT), so a
 * private IPv4 cannot hide inside an IPv6 form; null for a plain IPv6 address.
 */
function unwrapIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return embeddedIPv4(parts, 6, 7);
    case '6to4':
      return embeddedIPv4(parts, 1, 2);
    default:
      return null;
  }
}

/** True only for a public unicast address: everything internal, special or ambiguous is refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  // 64:ff9b:1::/48 is a local-use NAT64 prefix whose translator may sit inside our network.
  const isLocalNat64 = v6.parts[0] === 0x64 && v6.parts[1] === 0xff9b && v6.parts[2] === 1;
  if (isLocalNat64) return false;
  const inner = unwrapIPv4(v6);
  if (inner) return inner.range() === 'unicast';
  return v6.range() === 'unicast';
}
