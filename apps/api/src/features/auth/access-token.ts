import type { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AccessClaims } from '../../lib/auth-service';

const issuer = 'kolekt';
const lifetime = '15m';

/**
 * jose imports a raw key into WebCrypto on every call (~6 % of the api's CPU when each request
 * checks a token); the imported key is kept per secret instead.
 */
const importedKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = importedKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    importedKeys.set(secret, key);
  }
  return key;
}

/**
 * Tokens already verified, until they expire: a client sends the same token with every request
 * for 15 minutes, and its signature cannot change in that time. Kept per key; the standing of the
 * session is still checked on every request (`auth-service.ts`).
 */
const verifiedTokensMax = 10_000;
const verifiedTokens = new WeakMap<Uint8Array, LRUCache<string, AccessClaims>>();
function verifiedTokensOf(key: Uint8Array): LRUCache<string, AccessClaims> {
  let cache = verifiedTokens.get(key);
  if (!cache) {
    cache = new LRUCache({ max: verifiedTokensMax });
    verifiedTokens.set(key, cache);
  }
  return cache;
}

/** `familyId` is the sign-in's refresh token family (tests and benchmarks may leave it out). */
export async function signAccessToken(
  userId: string,
  key: Uint8Array,
  familyId?: string,
): Promise<string> {
  return new SignJWT({ sid: familyId, iat_ms: Date.now() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(await hmacKey(key));
}

/**
 * The claims of a well-signed, unexpired token, or null. Only the signature and the clock are
 * checked here; whether the user still exists and the session still stands is `auth-service.ts`'s.
 */
export async function verifyAccessToken(
  token: string,
  key: Uint8Array,
): Promise<AccessClaims | null> {
  const verified = verifiedTokensOf(key);
  const known = verified.get(token);
  if (known) return known.expiresAtMs > Date.now() ? known : null;
  const claims = await verifySignedToken(token, key);
  if (claims) verified.set(token, claims, { ttl: Math.max(1, claims.expiresAtMs - Date.now()) });
  return claims;
}

async function verifySignedToken(token: string, key: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      issuer,
      algorithms: ['HS256'],
      // A token without an end would be valid forever.
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || !payload.exp || !payload.iat) return null;
    return {
      userId: payload.sub,
      familyId: typeof payload.sid === 'string' ? payload.sid : null,
      issuedAtMs: typeof payload.iat_ms === 'number' ? payload.iat_ms : payload.iat * 1000,
      expiresAtMs: payload.exp * 1000,
    };
  } catch {
    return null;
  }
}
