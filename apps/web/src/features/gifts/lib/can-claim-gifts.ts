import type { Collection } from '@kolekt/shared/collection';

/**
 * Whether the caller takes part in a gift list's claims: its visitors and viewers do; its owner
 * and editors never learn of them, so they do not even ask.
 */
export function canClaimGifts(collection: Collection): boolean {
  return (
    collection.isGiftList && (collection.access === 'visitor' || collection.access === 'viewer')
  );
}
