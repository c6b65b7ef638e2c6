import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer-token';

describe('bearerToken', () => {
  it('reads the token of a bearer header, whatever the case of the scheme', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc.def.ghi ')).toBe('abc.def.ghi');
    expect(bearerToken('BEARER  abc')).toBe('abc');
  });

  it('finds none in another scheme, an empty one or no header', () => {
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken('Bearerabc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
