import type { Collection } from '@kolekt/shared/collection';
import type { GiftClaim, GiftClaimState } from '@kolekt/shared/gifts';
import { giftMessages, productMessages } from '@kolekt/shared/server-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { collectionProducts, giftClaims } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { getVisibleCollection } from '../collections/get-collection';

interface ClaimOptions {
  db: Db;
  callerId: string;
  collectionId: string;
  productId: string;
}

/** The people a gift list is for: they never learn what was claimed. */
const keepsTheList = (collection: Collection) =>
  collection.access === 'owner' || collection.access === 'editor';

/**
 * The claims on a gift list's products, for everyone but its owner and editors (they get none,
 * as if nobody had claimed anything). Not a gift list: none either.
 */
export async function listGiftClaims(options: {
  db: Db;
  callerId: string | null;
  collectionId: string;
}): Promise<GiftClaim[]> {
  const { db, callerId, collectionId } = options;
  const collection = await getVisibleCollection({ db, id: collectionId, callerId });
  if (!collection.isGiftList || keepsTheList(collection)) return [];
  const rows = await db
    .select({
      productId: giftClaims.productId,
      state: giftClaims.state,
      byMe: callerId ? sql<boolean>`${giftClaims.userId} = ${callerId}` : sql<boolean>`false`,
    })
    .from(giftClaims)
    .where(eq(giftClaims.collectionId, collectionId));
  return rows.map((row) => ({ ...row, state: row.state as GiftClaimState }));
}

/** A gift list the caller may claim from: visible, a gift list, and not theirs to keep. */
async function claimableList(options: ClaimOptions) {
  const collection = await getVisibleCollection({
    db: options.db,
    id: options.collectionId,
    callerId: options.callerId,
  });
  if (!collection.isGiftList) throw conflict(giftMessages.notAList);
  if (keepsTheList(collection)) throw forbidden(giftMessages.ownList);
}

const theClaim = (options: ClaimOptions) =>
  and(
    eq(giftClaims.collectionId, options.collectionId),
    eq(giftClaims.productId, options.productId),
  );

/**
 * "I'll buy this": one claim per product, settled by the primary key, so of two visitors
 * claiming at once exactly one wins and the other is told it is taken. Claiming again what one
 * already claimed answers the same claim.
 */
export async function claimGift(options: ClaimOptions): Promise<GiftClaim> {
  const { db, callerId, collectionId, productId } = options;
  await claimableList(options);
  const [inList] = await db
    .select({ productId: collectionProducts.productId })
    .from(collectionProducts)
    .where(
      and(
        eq(collectionProducts.collectionId, collectionId),
        eq(collectionProducts.productId, productId),
      ),
    );
  if (!inList) throw notFound(productMessages.notInCollection);
  await db
    .insert(giftClaims)
    .values({ collectionId, productId, userId: callerId })
    .onConflictDoNothing();
  const [claim] = await db
    .select({ userId: giftClaims.userId, state: giftClaims.state })
    .from(giftClaims)
    .where(theClaim(options));
  if (!claim || claim.userId !== callerId) throw conflict(giftMessages.taken);
  return { productId, state: claim.state as GiftClaimState, byMe: true };
}

/** The claimer gives the gift back to the list. */
export async function releaseGift(options: ClaimOptions) {
  await claimableList(options);
  const released = await options.db
    .delete(giftClaims)
    .where(and(theClaim(options), eq(giftClaims.userId, options.callerId)))
    .returning({ productId: giftClaims.productId });
  if (released.length === 0) throw forbidden(giftMessages.notYours);
}

/** The claimer says the gift is bought: others see it bought, not merely claimed. */
export async function markGiftBought(options: ClaimOptions): Promise<GiftClaim> {
  await claimableList(options);
  const marked = await options.db
    .update(giftClaims)
    .set({ state: 'bought' })
    .where(and(theClaim(options), eq(giftClaims.userId, options.callerId)))
    .returning({ productId: giftClaims.productId });
  if (marked.length === 0) throw forbidden(giftMessages.notYours);
  return { productId: options.productId, state: 'bought', byMe: true };
}
