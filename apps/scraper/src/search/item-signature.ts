import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SearchItem } from '@kolekt/shared/retailer-search';

/** How long a signed result vouches for its title, price and picture. */
export const signatureLifetimeMs = 24 * 60 * 60 * 1000;

type SignedFields = Pick<SearchItem, 'pureUrl' | 'title' | 'store' | 'price' | 'imagePath'>;

function digest(item: SignedFields, signedAt: number, key: string): string {
  const fields = [item.pureUrl, item.title, item.store, item.price, item.imagePath, signedAt];
  return createHmac('sha256', key).update(JSON.stringify(fields)).digest('base64url');
}

/** The item with the server's signature over what its own search found. */
export function signSearchItem<T extends SignedFields>(
  item: T,
  key: string,
  now = Date.now(),
): T & { signature: string; signedAt: number } {
  return { ...item, signature: digest(item, now, key), signedAt: now };
}

/** True when `signature` is ours, over exactly these fields, and not older than a day. */
export function verifySearchItem(
  item: SignedFields & { signature?: string; signedAt?: number },
  key: string,
  now = Date.now(),
): boolean {
  const { signature, signedAt } = item;
  if (!signature || signedAt === undefined) return false;
  if (signedAt > now + 60_000 || now - signedAt > signatureLifetimeMs) return false;
  const expected = Buffer.from(digest(item, signedAt, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
