import { serverMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { getEditableCollection } from '../collections/get-collection';
import { noteMemberAddition, publishMemberAddition } from '../members/member-additions';
import { addMembership } from './collection-membership';
import { saveProductOrigin, type ProductOrigin } from './product-origin';

/**
 * How a product came to be added. Reading a shop page and taking a capture cost the caller one of
 * their page reads; picking a search result or a product already in Kolekt does not.
 */
export type AddedVia = 'link' | 'capture' | 'search' | 'collection';
const costsAPageRead: Record<AddedVia, boolean> = {
  link: true,
  capture: true,
  search: false,
  collection: false,
};

/**
 * The one way a product enters collections, whatever brought it. In order: every collection must
 * be one the caller owns or edits, then the caller's page-read limit, and only then are the
 * details obtained (a link is fetched here), so a refused caller costs no request to a shop. The
 * details are saved as their origin allows, and the product joins each collection it is not in
 * yet (its price watch starts there) with the owner told of an editor's addition; all or nothing.
 * The owners' sockets hear of it after the commit. Answers the product and where it was added.
 */
export async function addProductToCollections(options: {
  ctx: Pick<AppContext, 'database' | 'limiters' | 'bus'>;
  callerId: string;
  collectionIds: string[];
  via: AddedVia;
  details: () => Promise<ProductOrigin>;
}): Promise<{ productId: string; addedTo: string[] }> {
  const { ctx, callerId } = options;
  const db = ctx.database.db;
  const collections = await Promise.all(
    options.collectionIds.map((id) => getEditableCollection({ db, id, callerId })),
  );
  if (costsAPageRead[options.via]) {
    const taken = await ctx.limiters.scrape.take(callerId);
    if (!taken.allowed) {
      throw tooManyRequests(serverMessages.scrapeTooMany, taken.retryAfterSeconds);
    }
  }

  const origin = await options.details();
  const { productId, notices } = await db.transaction(async (tx) => {
    const productId = await saveProductOrigin(tx, callerId, origin);
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
    return { productId, notices };
  });
  for (const { collection, notification } of notices) {
    publishMemberAddition(ctx.bus, collection, notification);
  }
  return { productId, addedTo: notices.map(({ collection }) => collection.id) };
}
