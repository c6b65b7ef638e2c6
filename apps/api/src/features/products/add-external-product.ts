import { canonicalProductUrl, defaultCurrency } from '@kolekt/extract';
import { verifySearchItem } from '@kolekt/scraper/search/item-signature';
import type { createProductSchema, Product } from '@kolekt/shared/product';
import { findStoreByHost } from '@kolekt/shared/stores';
import type * as z from 'zod';
import type { Db } from '../../db/database';
import type { EventBus } from '../../realtime/event-bus';
import { getEditableCollection } from '../collections/get-collection';
import { noteMemberAddition, publishMemberAddition } from '../members/member-additions';
import { readingOfText } from '../prices/price-reading';
import { recordObservation } from '../prices/record-observation';
import { addMembership } from './collection-membership';
import { loadShownProduct } from './product-query';
import { ensureProduct, saveShopProduct, saveUserDetails } from './save-product';
import { statedPrice } from './stated-price';

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
  db: Db;
  bus: EventBus;
  searchKey: string;
  callerId: string;
  input: CreateProductInput;
}): Promise<Product> {
  const { db, callerId, input } = options;
  const collection = await getEditableCollection({ db, id: input.collectionId, callerId });
  const url = canonicalProductUrl(input.pureUrl);
  // The link decides the shop; a result's own store label is kept only for shops we do not know.
  const store = findStoreByHost(new URL(url).hostname)?.name ?? input.store;
  const fields = {
    title: input.title,
    price: input.price ?? null,
    imagePath: input.imagePath ?? null,
  };
  const signed = signedByUs(input, options.searchKey);
  const { product, notification } = await db.transaction(async (tx) => {
    let productId: string;
    if (signed) {
      const saved = await saveShopProduct(tx, { url, store, ...fields }, false);
      productId = saved.id;
      const reading = readingOfText(fields.price, defaultCurrency(url));
      if (saved.written && reading.amount) {
        await recordObservation(tx, { productId, source: 'server', reading });
      }
    } else {
      productId = await ensureProduct(tx, url);
      // The caller's word only: their price text is kept as Kolekt words its amount (decision 0062).
      const price = statedPrice(fields.price, url).display;
      await saveUserDetails(tx, productId, callerId, { ...fields, price, source: 'search' });
    }
    const added = await addMembership(tx, input.collectionId, productId, callerId);
    const notification = added
      ? await noteMemberAddition(tx, { collection, productId, actorId: callerId })
      : null;
    return { product: await loadShownProduct(tx, productId, callerId), notification };
  });
  publishMemberAddition(options.bus, collection, notification);
  return product;
}
