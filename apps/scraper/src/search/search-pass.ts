import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SearchPass } from '@kolekt/shared/retailer-search';

/** How long a pass names its user; the web app asks for a new one before then. */
export const searchPassLifetimeMs = 10 * 60_000;

/** Its own key from the signing key, so a pass can never pass for a result's signature. */
function digest(signingKey: string, payload: string): Buffer {
  const passKey = createHmac('sha256', signingKey).update('search-pass').digest();
  return createHmac('sha256', passKey).update(payload).digest();
}

/**
 * A pass that says who is searching, so the scraper can count a signed-in user's searches per
 * user without holding the api's token key (decision 0054). The api signs it for a user who is
 * signed in; the scraper already has the key, since it signs its search results with it.
 */
export function signSearchPass(options: {
  userId: string;
  signingKey: string;
  now?: number;
}): SearchPass {
  const expiresAt = (options.now ?? Date.now()) + searchPassLifetimeMs;
  const payload = `${options.userId}.${expiresAt}`;
  return {
    pass: `${payload}.${digest(options.signingKey, payload).toString('base64url')}`,
    expiresAt,
  };
}

/** The user a pass names, or null when it is missing, malformed, forged or expired. */
export function readSearchPass(options: {
  pass: unknown;
  signingKey: string | undefined;
  now?: number;
}): string | null {
  const { pass, signingKey } = options;
  if (!signingKey || typeof pass !== 'string') return null;
  const [userId, expiresAt, signature, ...rest] = pass.split('.');
  if (!userId || !expiresAt || !signature || rest.length > 0) return null;
  if (!(Number(expiresAt) > (options.now ?? Date.now()))) return null;
  const expected = digest(signingKey, `${userId}.${expiresAt}`);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
