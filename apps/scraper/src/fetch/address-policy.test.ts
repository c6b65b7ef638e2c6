import { describe, expect, it } from 'vitest';
import { addressForms } from '../test-support/address-forms';
import { isForbiddenHostName, isPublicAddress } from './address-policy';

describe('an IPv6 address is judged by the IPv4 address it carries', () => {
  it.each(addressForms)('$form $address (carries $carries): allowed $allowed', (row) => {
    expect(isPublicAddress(row.address)).toBe(row.allowed);
  });
});

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '127.0.0.1',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '64:ff9b:1::8.8.8.8',
    '2002:a00:1::1',
    '2001::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('isForbiddenHostName', () => {
  it.each([
    'localhost',
    'LOCALHOST.',
    'api.localhost',
    'metadata.google.internal',
    'printer.local',
  ])('refuses %s', (name) => {
    expect(isForbiddenHostName(name)).toBe(true);
  });

  it('lets an ordinary shop through', () => {
    expect(isForbiddenHostName('www.trendyol.com')).toBe(false);
  });
});
