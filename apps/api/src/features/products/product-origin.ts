import { defaultCurrency } from '@kolekt/extract';
import type { DbOrTx } from '../../db/database';
import type { ProductDetailsOrigin } from '../../db/schema';
import { readingOfText } from '../prices/price-reading';
import { recordObservation, type PriceReading } from '../prices/record-observation';
import { copyShownDetails, lacksOwnDetails } from './copy-shown-details';
import {
  ensureProduct,
  saveShopProduct,
  saveUserDetails,
  type ProductFields,
} from './save-product';
import { statedPrice } from './stated-price';

/**
 * Where a product's details came from, which decides whose they are (decision 0010) and which
 * price reading they give (decision 0062).
 */
export type ProductOrigin =
  /** The server read the shop page itself: the shared row is brought up to date and confirmed. */
  | { kind: 'shop-page'; fields: ProductFields; reading: PriceReading }
  /** A result our own search signed: it fills a shared row only while nobody's read confirmed it. */
  | { kind: 'signed-search'; fields: ProductFields }
  /** The caller's word (typed, read by their browser, an unsigned result): kept as their details. */
  | {
      kind: 'caller';
      url: string;
      title: string;
      price: string | null;
      imagePath: string | null;
      source: ProductDetailsOrigin;
    }
  /** A product already in Kolekt; taken from a collection, the details shown there come along. */
  | { kind: 'existing'; productId: string; sourceCollectionId?: string };

/** Saves the details as their origin allows, inside the adding transaction. Answers the product's id. */
export async function saveProductOrigin(
  tx: DbOrTx,
  callerId: string,
  origin: ProductOrigin,
): Promise<string> {
  switch (origin.kind) {
    case 'shop-page': {
      const { id: productId } = await saveShopProduct(tx, origin.fields, true);
      await recordObservation(tx, { productId, source: 'server', reading: origin.reading });
      return productId;
    }
    case 'signed-search': {
      const saved = await saveShopProduct(tx, origin.fields, false);
      const reading = readingOfText(origin.fields.price, defaultCurrency(origin.fields.url));
      if (saved.written && reading.amount) {
        await recordObservation(tx, { productId: saved.id, source: 'server', reading });
      }
      return saved.id;
    }
    case 'caller': {
      const productId = await ensureProduct(tx, origin.url);
      // Kolekt keeps the amount read from the caller's price text, in its own words (decision 0062).
      const reading = statedPrice(origin.price, origin.url);
      const { url: _url, kind: _kind, ...details } = origin;
      await saveUserDetails(tx, productId, callerId, { ...details, price: reading.display });
      // A price the caller's own browser saw is their reading; it moves the shared price only when
      // enough independent accounts agree. A typed price or a search result's is never a reading.
      if (origin.source === 'extension' && reading.amount) {
        await recordObservation(tx, { productId, source: 'extension', userId: callerId, reading });
      }
      return productId;
    }
    case 'existing': {
      const { productId, sourceCollectionId } = origin;
      if (sourceCollectionId && (await lacksOwnDetails(tx, productId, callerId))) {
        await copyShownDetails(tx, { callerId, productId, sourceCollectionId });
      }
      return productId;
    }
  }
}
