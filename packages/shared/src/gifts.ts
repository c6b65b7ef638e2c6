import * as z from 'zod';

/**
 * Gift lists (issue #14): a claim says someone will buy a product, then that it is bought. The
 * list's owner and editors never learn of claims; every other visitor sees them.
 */
export const giftClaimStates = ['claimed', 'bought'] as const;
export type GiftClaimState = (typeof giftClaimStates)[number];

export const giftClaimSchema = z.object({
  productId: z.uuid(),
  state: z.enum(giftClaimStates),
  /** The caller's own claim: only its maker may release it or mark it bought. */
  byMe: z.boolean(),
});
export type GiftClaim = z.infer<typeof giftClaimSchema>;

/** `GET /api/collection/{id}/gifts`: the collection's claims, empty for its owner and editors. */
export const giftClaimsSchema = z.array(giftClaimSchema);

export const giftProductSchema = z.object({ productId: z.uuid() });
