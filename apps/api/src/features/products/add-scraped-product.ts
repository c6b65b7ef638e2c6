import { canonicalProductUrl } from '@kolekt/extract';
import type { Product } from '@kolekt/shared/product';
import type { AppContext } from '../../context';
import { readingOfScrape } from '../prices/price-reading';
import { addProductToCollections } from './add-product-to-collection';
import { loadShownProduct } from './product-query';

/**
 * Reads a shop link and puts the product in the caller's collection. The page is fetched only
 * once the collection and the caller's limit allowed it, and nothing is written unless it gave a
 * whole product. What the server read itself confirms the shared row, so everyone sees the shop's
 * data from then on, and starts the product's price history.
 */
export async function addScrapedProduct(options: {
  ctx: AppContext;
  callerId: string;
  collectionId: string;
  url: string;
}): Promise<Product> {
  const { ctx, callerId } = options;
  const { productId } = await addProductToCollections({
    ctx,
    callerId,
    collectionIds: [options.collectionId],
    via: 'link',
    details: async () => {
      const scraped = await ctx.scrapeProduct(options.url);
      const { title, price, image, store, url, availability: _availability, ...details } = scraped;
      const fields = {
        url: canonicalProductUrl(url),
        title,
        store,
        price,
        imagePath: image,
        details,
      };
      return { kind: 'shop-page', fields, reading: readingOfScrape(scraped) };
    },
  });
  return loadShownProduct(ctx.database.db, productId, callerId);
}
