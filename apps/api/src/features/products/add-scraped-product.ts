import { canonicalProductUrl } from '@kolekt/extract';
import type { Product } from '@kolekt/shared/product';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { getEditableCollection } from '../collections/get-collection';
import { noteMemberAddition, publishMemberAddition } from '../members/member-additions';
import { readingOfScrape } from '../prices/price-reading';
import { recordObservation } from '../prices/record-observation';
import { addMembership } from './collection-membership';
import { loadShownProduct } from './product-query';
import { saveShopProduct } from './save-product';

/**
 * Reads a shop link and puts the product in the caller's collection. Ownership is checked before
 * anything is fetched, and nothing is written unless the page gave a whole product. What the
 * server read itself confirms the shared row, so everyone sees the shop's data from then on, and
 * starts the product's price history.
 */
export async function addScrapedProduct(options: {
  ctx: AppContext;
  callerId: string;
  collectionId: string;
  url: string;
}): Promise<Product> {
  const { ctx, callerId, collectionId } = options;
  const db = ctx.database.db;
  const collection = await getEditableCollection({ db, id: collectionId, callerId });
  const taken = await ctx.limiters.scrape.take(callerId);
  if (!taken.allowed) {
    throw tooManyRequests(serverMessages.scrapeTooMany, taken.retryAfterSeconds);
  }

  const scraped = await ctx.scrapeProduct(options.url);
  const { title, price, image, store, url, availability: _availability, ...details } = scraped;
  const { product, notification } = await db.transaction(async (tx) => {
    const { id: productId } = await saveShopProduct(
      tx,
      { url: canonicalProductUrl(url), title, store, price, imagePath: image, details },
      true,
    );
    await recordObservation(tx, { productId, source: 'server', reading: readingOfScrape(scraped) });
    const added = await addMembership(tx, collectionId, productId, callerId);
    const notification = added
      ? await noteMemberAddition(tx, { collection, productId, actorId: callerId })
      : null;
    return { product: await loadShownProduct(tx, productId, callerId), notification };
  });
  publishMemberAddition(ctx.bus, collection, notification);
  return product;
}
