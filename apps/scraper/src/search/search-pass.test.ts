import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSearchPass, searchPassLifetimeMs, signSearchPass } from './search-pass';

const signingKey = 'k'.repeat(32);
const userId = randomUUID();
const now = Date.UTC(2026, 10, 27);

describe('search passes', () => {
  it('name their user until they expire', () => {
    const { pass, expiresAt } = signSearchPass({ userId, signingKey, now });
    expect(expiresAt).toBe(now + searchPassLifetimeMs);
    expect(readSearchPass({ pass, signingKey, now })).toBe(userId);
    expect(readSearchPass({ pass, signingKey, now: expiresAt - 1 })).toBe(userId);
    expect(readSearchPass({ pass, signingKey, now: expiresAt })).toBeNull();
  });

  it('count for nothing when changed, signed with another key, or not checkable', () => {
    const { pass } = signSearchPass({ userId, signingKey, now });
    const [, expiresAt, signature] = pass.split('.');
    const forged = [
      `${randomUUID()}.${expiresAt}.${signature}`,
      `${userId}.${Number(expiresAt) + 60_000}.${signature}`,
      signSearchPass({ userId, signingKey: 'x'.repeat(32), now }).pass,
      // Signed with the signing key itself, as search results are: a pass has a key of its own.
      `${userId}.${expiresAt}.${createHmac('sha256', signingKey).update(`${userId}.${expiresAt}`).digest('base64url')}`,
      `${pass}.extra`,
      'nonsense',
      '',
    ];
    for (const given of forged) expect(readSearchPass({ pass: given, signingKey, now })).toBeNull();
    expect(readSearchPass({ pass: [pass], signingKey, now })).toBeNull();
    expect(readSearchPass({ pass, signingKey: undefined, now })).toBeNull();
  });
});
