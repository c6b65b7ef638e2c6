import ipaddr from 'ipaddr.js';

/**
 * The network a client address stands for when counting per address: an IPv4 address itself
 * (IPv4-mapped IPv6 included), an IPv6 address's /64, since one home or phone is handed a whole
 * /64 and may pick a new address in it at will.
 */
export function addressGroup(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}
