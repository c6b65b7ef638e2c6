/**
 * Every way an IPv6 address can carry an IPv4 one, each with an internal and a public IPv4
 * inside (decision 0065). The scraper's guard, the pictures fetcher and Web Push all run this
 * table: a check that refused all IPv6 would fail its public rows, one that read only the IPv6
 * range would fail its internal rows.
 */
export interface AddressForm {
  form: string;
  address: string;
  /** What the address carries, as the reader of a failing test wants to see it. */
  carries: string;
  allowed: boolean;
}

export const addressForms: readonly AddressForm[] = [
  { form: 'IPv4-compatible', address: '::7f00:1', carries: '127.0.0.1', allowed: false },
  { form: 'IPv4-compatible, dotted', address: '::127.0.0.1', carries: '127.0.0.1', allowed: false },
  { form: 'IPv4-compatible', address: '::a9fe:a9fe', carries: '169.254.169.254', allowed: false },
  { form: 'IPv4-compatible', address: '::808:808', carries: '8.8.8.8', allowed: true },
  { form: 'IPv4-mapped', address: '::ffff:127.0.0.1', carries: '127.0.0.1', allowed: false },
  { form: 'IPv4-mapped, hex', address: '::ffff:7f00:1', carries: '127.0.0.1', allowed: false },
  { form: 'IPv4-mapped', address: '::ffff:10.0.0.1', carries: '10.0.0.1', allowed: false },
  { form: 'IPv4-mapped', address: '::ffff:8.8.8.8', carries: '8.8.8.8', allowed: true },
  {
    form: 'SIIT (IPv4-translated)',
    address: '::ffff:0:7f00:1',
    carries: '127.0.0.1',
    allowed: false,
  },
  {
    form: 'SIIT (IPv4-translated)',
    address: '::ffff:0:808:808',
    carries: '8.8.8.8',
    allowed: true,
  },
  { form: 'NAT64 64:ff9b::/96', address: '64:ff9b::7f00:1', carries: '127.0.0.1', allowed: false },
  { form: 'NAT64 64:ff9b::/96', address: '64:ff9b::a00:1', carries: '10.0.0.1', allowed: false },
  { form: 'NAT64 64:ff9b::/96', address: '64:ff9b::808:808', carries: '8.8.8.8', allowed: true },
  {
    form: 'NAT64 local-use 64:ff9b:1::/48',
    address: '64:ff9b:1::7f00:1',
    carries: 'where its operator says',
    allowed: false,
  },
  {
    form: 'NAT64 local-use 64:ff9b:1::/48',
    address: '64:ff9b:1:808:8:800::',
    carries: 'where its operator says',
    allowed: false,
  },
  { form: '6to4 2002::/16', address: '2002:7f00:1::1', carries: '127.0.0.1', allowed: false },
  { form: '6to4 2002::/16', address: '2002:c0a8:101::1', carries: '192.168.1.1', allowed: false },
  { form: '6to4 2002::/16', address: '2002:808:808::1', carries: '8.8.8.8', allowed: true },
  {
    form: 'Teredo, internal client',
    address: '2001:0:808:808::80ff:fffe',
    carries: 'server 8.8.8.8, client 127.0.0.1',
    allowed: false,
  },
  {
    form: 'Teredo, internal server',
    address: '2001:0:7f00:1::f7f7:f7f7',
    carries: 'server 127.0.0.1, client 8.8.8.8',
    allowed: false,
  },
  {
    form: 'Teredo, both public',
    address: '2001:0:808:808::f7f7:f7f7',
    carries: 'server 8.8.8.8, client 8.8.8.8',
    allowed: true,
  },
  { form: 'plain IPv6 loopback', address: '::1', carries: 'nothing', allowed: false },
  { form: 'plain IPv6 unique-local', address: 'fd00::1', carries: 'nothing', allowed: false },
  { form: 'plain public IPv6', address: '2606:4700:4700::1111', carries: 'nothing', allowed: true },
];

/** The rows whose IPv4 is this machine: a listener on 127.0.0.1 sees any that slips through. */
export const loopbackForms = addressForms.filter(({ carries }) => carries.includes('127.0.0.1'));
