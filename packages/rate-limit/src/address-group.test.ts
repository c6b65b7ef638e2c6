import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group';

describe('the address a per-address limit counts', () => {
  it('is an IPv4 address itself, mapped into IPv6 or not', () => {
    expect(addressGroup('203.0.113.5')).toBe('203.0.113.5');
    expect(addressGroup('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('is an IPv6 address’s /64, so a client cannot step round a limit inside it', () => {
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('is the text itself when it is no address', () => {
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
