import type { ScrapedProduct } from '@kolekt/extract';
import type { CaptureProductInput } from '@kolekt/shared/product';

/** The product as POST product/capture takes it from the extension. */
export function toCaptureInput(
  product: ScrapedProduct,
  collectionIds: string[],
): CaptureProductInput {
  return {
    collectionIds,
    url: product.url,
    title: product.title.slice(0, 500),
    price: product.price,
    imagePath: product.image,
    source: 'extension',
  };
}
