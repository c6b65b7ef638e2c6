import { canonicalProductUrl } from '@kolekt/extract';
import { verifySearchItem } from '@kolekt/scraper';
import type { createProductSchema, Product } from '@kolekt/shared/product';
import { findStoreByHost } from '@kolekt/shared/stores';
import type * as z from 'zod';
import type { AppContext } from '../../context';
import { addProductToCollections } from './add-product-to-collection';
import { loadShownProduct } from './product-query';

type CreateProductInput = z.output<typeof createProductSchema>;

/** True when the server's own search found exactly these fields (search/item-signature.ts). */
function signedByUs(input: CreateProductInput, key: string): boolean {
  return verifySearchItem(
    {
      pureUrl: input.pureUrl,
      title: input.title,
      store: input.store,
      price: input.price ?? null,
      imagePath: input.imagePath ?? null,
      signature: input.signature,
      signedAt: input.signedAt,
    },
    key,
  );
}

/**
 * Saves a retailer-search result (spec §7 product/create) into one of the caller's collections.
 * A result our search signed is the server's own read of the shop and may fill and confirm a
 * shared row nobody confirmed yet; any other is only the caller's word, kept as their details.
 */
export async function addExternalProduct(options: {
  ctx: Pick<AppContext, 'database' | 'limiters' | 'bus' | 'secrets'>;
  callerId: string;
  input: CreateProductInput;
}): Promise<Product> {
  const { ctx, callerId, input } = options;
  const { productId } = await addProductToCollections({
    ctx,
    callerId,
    collectionIds: [input.collectionId],
    via: 'search',
    details: async () => {
      const url = canonicalProductUrl(input.pureUrl);
      const fields = {
        title: input.title,
        price: input.price ?? null,
        imagePath: input.imagePath ?? null,
      };
      if (!signedByUs(input, ctx.secrets.searchKey)) {
        return { kind: 'caller', url, ...fields, source: 'search' };
      }
      // The link decides the shop; a result's own store label is kept only for shops we do not know.
      const store = findStoreByHost(new URL(url).hostname)?.name ?? input.store;
      return { kind: 'signed-search', fields: { url, store, ...fields } };
    },
  });
  return loadShownProduct(ctx.database.db, productId, callerId);
}
