import { canonicalProductUrl } from '@kolekt/extract';
import type { captureProductSchema, CapturedProduct } from '@kolekt/shared/product';
import { serverMessages } from '@kolekt/shared/server-messages';
import type * as z from 'zod';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { getEditableCollection } from '../collections/get-collection';
import { noteMemberAddition, publishMemberAddition } from '../members/member-additions';
import { recordObservation } from '../prices/record-observation';
import { addMembership } from './collection-membership';
import { loadShownProduct } from './product-query';
import { ensureProduct, saveUserDetails } from './save-product';
import { statedPrice } from './stated-price';

/**
 * A product the caller's browser read (extension) or the caller typed (manual entry): kept as the
 * caller's own details, never as the shared row's (decision 0010), and added to every listed
 * collection. Every collection is checked before anything is written; then all or nothing.
 */
export async function captureProduct(options: {
  ctx: Pick<AppContext, 'database' | 'limiters' | 'bus'>;
  callerId: string;
  input: z.output<typeof captureProductSchema>;
}): Promise<CapturedProduct> {
  const { ctx, callerId, input } = options;
  const db = ctx.database.db;
  const collectionIds = [...new Set(input.collectionIds)];
  const collections = await Promise.all(
    collectionIds.map((id) => getEditableCollection({ db, id, callerId })),
  );
  const taken = await ctx.limiters.scrape.take(callerId);
  if (!taken.allowed) {
    throw tooManyRequests(serverMessages.scrapeTooMany, taken.retryAfterSeconds);
  }

  const url = canonicalProductUrl(input.url);
  const { captured, notices } = await db.transaction(async (tx) => {
    const productId = await ensureProduct(tx, url);
    const reading = statedPrice(input.price, url);
    await saveUserDetails(tx, productId, callerId, {
      title: input.title,
      price: reading.display,
      imagePath: input.imagePath || null,
      source: input.source,
    });
    // A price the caller's own browser saw is their reading; it moves the shared price only when
    // enough independent accounts agree (decision 0062). A typed price is never a reading.
    if (input.source === 'extension' && reading.amount) {
      await recordObservation(tx, { productId, source: 'extension', userId: callerId, reading });
    }
    const notices = [];
    for (const collection of collections) {
      if (await addMembership(tx, collection.id, productId, callerId)) {
        const notification = await noteMemberAddition(tx, {
          collection,
          productId,
          actorId: callerId,
        });
        notices.push({ collection, notification });
      }
    }
    const product = await loadShownProduct(tx, productId, callerId);
    return { captured: { product, collectionIds }, notices };
  });
  for (const { collection, notification } of notices) {
    publishMemberAddition(ctx.bus, collection, notification);
  }
  return captured;
}
