import { describe, expect, it } from 'vitest';
import { isExpired, tokenExpiry } from './session-token';

/** A token shaped like the api's: base64url header, claims and signature. */
const tokenWith = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.c2ln`;

describe('the session token', () => {
  it('reads the expiry from the claims', () => {
    expect(tokenExpiry(tokenWith({ sub: 'ü-user', exp: 1_900_000_000 }))).toBe(1_900_000_000);
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });

  it('counts a token as expired a few seconds before its end', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const exp = now / 1000 + 60;
    expect(isExpired(tokenWith({ exp }), now)).toBe(false);
    expect(isExpired(tokenWith({ exp }), now + 56_000)).toBe(true);
    expect(isExpired(tokenWith({ exp: now / 1000 - 1 }), now)).toBe(true);
  });
});
