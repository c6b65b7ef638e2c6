import type { Collection } from '@kolekt/shared/collection';
import type { Product } from '@kolekt/shared/product';
import { canClaimGifts } from '../lib/can-claim-gifts';
import { GiftClaimControl } from './gift-claim-control';

/**
 * The product cards' claim controls for the collection page, or nothing where the caller has no
 * part in claims (not a gift list, or its owner or an editor): then no claims are even read.
 */
export function giftClaimFooter(collection: Collection) {
  if (!canClaimGifts(collection)) return undefined;
  return function GiftClaimFooter(product: Product) {
    return <GiftClaimControl collectionId={collection.id} product={product} />;
  };
}
