import type { ScrapedProduct } from '@kolekt/extract';
import type { Envelope } from '@kolekt/shared/envelope';
import type { CapturedProduct } from '@kolekt/shared/product';
import { captureProduct, listOwnCollections, type KolektApi } from '../lib/kolekt-api';
import { toCaptureInput } from './to-capture-input';

/**
 * Saves a product into the user's default collection (the context menu has no room to choose):
 * the one Kolekt made at sign-up, listed first, else the first active one.
 */
export async function saveToDefault(
  api: KolektApi,
  product: ScrapedProduct,
): Promise<Envelope<CapturedProduct>> {
  const collections = await listOwnCollections(api);
  if (!collections.success) return { ...collections, data: null };
  const items = collections.data?.items ?? [];
  const target = items.find((collection) => collection.isImmutable) ?? items[0];
  if (!target) return { success: false, message: '', data: null, statusCode: 404 };
  return captureProduct(api, toCaptureInput(product, [target.id]));
}
