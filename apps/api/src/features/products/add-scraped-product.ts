import { canonicalProductUrl } from '@kolekt/extract/canonical-url';
import type { Product } from '@kolekt/shared/product';
import { serverMessages } from '@kolekt/shared/server-messages';
import type { AppContext } from '../../context';
import { forbidden, tooManyRequests } from '../../http/app-error';
import { getOwnCollection } from '../collections/get-collection';
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
  const collection = await getOwnCollection({ db, id: collectionId, callerId });
  if (collection.status !== 0) throw forbidden(serverMessages.collectionNotActive);
  if (!(await ctx.limiters.scrape.consume(callerId))) {
    throw tooManyRequests(serverMessages.scrapeTooMany);
  }

  const scraped = await ctx.scrapeProduct(options.url);
  const { title, price, image, store, url, availability: _availability, ...details } = scraped;
  return db.transaction(async (tx) => {
    const { id: productId } = await saveShopProduct(
      tx,
      { url: canonicalProductUrl(url), title, store, price, imagePath: image, details },
      true,
    );
    await recordObservation(tx, { productId, source: 'server', reading: readingOfScrape(scraped) });
    await addMembership(tx, collectionId, productId, callerId);
    return loadShownProduct(tx, productId, callerId);
  });
}
