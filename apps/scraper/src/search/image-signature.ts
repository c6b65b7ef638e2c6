import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The server's word that it handed out a picture's address (decision 0064): `GET /api/image`
 * fetches a picture that is no saved product's only with it. Made from the search's signing key
 * under its own label, so it can stand for nothing else (a result, a search pass). It does not
 * expire: it vouches only that one of our own reads found the picture at that address.
 */
function digest(src: string, signingKey: string): string {
  const imageKey = createHmac('sha256', signingKey).update('product-image').digest();
  return createHmac('sha256', imageKey).update(src).digest('base64url').slice(0, 22);
}

export function signImageSource(src: string, signingKey: string): string {
  return digest(src, signingKey);
}

export function verifyImageSource(src: string, signature: string, signingKey: string): boolean {
  const expected = Buffer.from(digest(src, signingKey));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
