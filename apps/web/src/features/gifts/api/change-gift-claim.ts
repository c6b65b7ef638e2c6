import type { GiftClaim } from '@kolekt/shared/gifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { giftClaimsQueryKey } from './get-gift-claims';

/** The three things a visitor does with a gift; each is `POST …/gifts/<action>` {productId}. */
export type GiftClaimAction = 'claim' | 'release' | 'bought';

interface ChangeGiftClaimInput {
  collectionId: string;
  productId: string;
  action: GiftClaimAction;
}

/** The claim as it now stands; null once released. */
export function changeGiftClaim({ collectionId, productId, action }: ChangeGiftClaimInput) {
  return apiData<GiftClaim | null>(
    `collection/${encodeURIComponent(collectionId)}/gifts/${action}`,
    { method: 'POST', json: { productId } },
  );
}

export function useChangeGiftClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeGiftClaim,
    onSuccess: (claim, { collectionId, productId }) =>
      queryClient.setQueryData<GiftClaim[]>(giftClaimsQueryKey(collectionId), (claims = []) => [
        ...claims.filter((other) => other.productId !== productId),
        ...(claim ? [claim] : []),
      ]),
    // A claim someone else made meanwhile (409 giftTaken) shows once the list is read again.
    onError: (_error, { collectionId }) =>
      queryClient.invalidateQueries({ queryKey: giftClaimsQueryKey(collectionId) }),
  });
}
