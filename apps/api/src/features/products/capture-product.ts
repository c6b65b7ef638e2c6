import { canonicalProductUrl } from '@kolekt/extract';
import type { captureProductSchema, CapturedProduct } from '@kolekt/shared/product';
import type * as z from 'zod';
import type { AppContext } from '../../context';
import { addProductToCollections } from './add-product-to-collection';
import { loadShownProduct } from './product-query';

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
  const collectionIds = [...new Set(input.collectionIds)];
  const { productId } = await addProductToCollections({
    ctx,
    callerId,
    collectionIds,
    via: 'capture',
    details: async () => ({
      kind: 'caller',
      url: canonicalProductUrl(input.url),
      title: input.title,
      price: input.price ?? null,
      imagePath: input.imagePath || null,
      source: input.source,
    }),
  });
  const product = await loadShownProduct(ctx.database.db, productId, callerId);
  return { product, collectionIds };
}
