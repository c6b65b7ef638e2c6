import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token';

const userId = '00000000-0000-4000-8000-000000000001';

describe('the access-token key', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is imported once per secret, not on every signature check', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const secret = new Uint8Array(32).fill(7);
    // Five sign-ins, five different tokens: each is checked afresh (none was verified before).
    for (let signIn = 0; signIn < 5; signIn += 1) {
      const token = await signAccessToken(userId, secret, `family-${signIn}`);
      expect((await verifyAccessToken(token, secret))?.familyId).toBe(`family-${signIn}`);
    }
    expect(importKey).toHaveBeenCalledTimes(1);
  });

  it('still tells secrets apart', async () => {
    const token = await signAccessToken(userId, new Uint8Array(32).fill(1));
    expect(await verifyAccessToken(token, new Uint8Array(32).fill(2))).toBeNull();
  });
});

describe('a verified access token', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('has its signature checked once, not on every request', async () => {
    const verify = vi.spyOn(crypto.subtle, 'verify');
    const secret = new Uint8Array(32).fill(3);
    const token = await signAccessToken(userId, secret);
    for (let check = 0; check < 5; check += 1) {
      expect((await verifyAccessToken(token, secret))?.userId).toBe(userId);
    }
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('is refused once it expires, though it was remembered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const secret = new Uint8Array(32).fill(4);
    const token = await signAccessToken(userId, secret);
    expect((await verifyAccessToken(token, secret))?.userId).toBe(userId);
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1_000);
    expect(await verifyAccessToken(token, secret)).toBeNull();
  });

  it('is not mistaken for a token differing from it in one character', async () => {
    const secret = new Uint8Array(32).fill(5);
    const token = await signAccessToken(userId, secret);
    expect(await verifyAccessToken(token, secret)).not.toBeNull();
    // Inside the signature, away from its last character's padding bits.
    const at = token.length - 5;
    const other = token[at] === 'A' ? 'B' : 'A';
    expect(
      await verifyAccessToken(token.slice(0, at) + other + token.slice(at + 1), secret),
    ).toBeNull();
  });
});
