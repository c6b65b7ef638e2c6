import type { GiftClaim } from '@kolekt/shared/gifts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const giftClaimsQueryKey = (collectionId: string) => ['gifts', collectionId] as const;

/** A gift list's claims as the caller may see them: always empty for its owner and editors. */
export function getGiftClaims(collectionId: string) {
  return apiData<GiftClaim[]>(`collection/${encodeURIComponent(collectionId)}/gifts`, {
    // Readable by guests, like the collection itself: they see which products are taken.
    credentials: 'omit',
  });
}

export const giftClaimsQueryOptions = (collectionId: string) =>
  queryOptions({
    queryKey: giftClaimsQueryKey(collectionId),
    queryFn: () => getGiftClaims(collectionId),
  });

/** One request per collection, however many product cards ask. */
export function useGiftClaims(collectionId: string) {
  return useQuery(giftClaimsQueryOptions(collectionId));
}
