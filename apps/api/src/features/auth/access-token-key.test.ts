import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token';

const userId = '00000000-0000-4000-8000-000000000001';

describe('the access-token key', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is imported once per secret, not on every check', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const secret = new Uint8Array(32).fill(7);
    const token = await signAccessToken(userId, secret);
    for (let check = 0; check < 5; check += 1) {
      expect((await verifyAccessToken(token, secret))?.userId).toBe(userId);
    }
    expect(importKey).toHaveBeenCalledTimes(1);
  });

  it('still tells secrets apart', async () => {
    const token = await signAccessToken(userId, new Uint8Array(32).fill(1));
    expect(await verifyAccessToken(token, new Uint8Array(32).fill(2))).toBeNull();
  });
});
