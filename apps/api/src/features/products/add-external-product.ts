import { canonicalProductUrl } from '@kolekt/scraper/canonical-url';
import type { createProductSchema, Product } from '@kolekt/shared/product';
import { serverMessages } from '@kolekt/shared/server-messages';
import { findStoreByHost } from '@kolekt/shared/stores';
import type * as z from 'zod';
import type { Db } from '../../db/database';
import { forbidden } from '../../http/app-error';
import { getOwnCollection } from '../collections/get-collection';
import { addMembership } from './collection-membership';
import { saveProduct } from './save-product';

/** Saves a retailer-search result (spec §7 product/create) into one of the caller's collections. */
export async function addExternalProduct(options: {
  db: Db;
  callerId: string;
  input: z.output<typeof createProductSchema>;
}): Promise<Product> {
  const { db, callerId, input } = options;
  const collection = await getOwnCollection({ db, id: input.collectionId, callerId });
  if (collection.status !== 0) throw forbidden(serverMessages.collectionNotActive);
  const url = canonicalProductUrl(input.pureUrl);
  // The link decides the shop; a result's own store label is kept only for shops we do not know.
  const store = findStoreByHost(new URL(url).hostname)?.name ?? input.store;
  return db.transaction(async (tx) => {
    const product = await saveProduct(
      tx,
      {
        url,
        title: input.title,
        store,
        price: input.price ?? null,
        imagePath: input.imagePath ?? null,
      },
      false,
    );
    await addMembership(tx, input.collectionId, product.id);
    return product;
  });
}
