import type { Watch } from '@kolekt/shared/price';
import type { Product } from '@kolekt/shared/product';

/** A watch's product as the product detail modal takes it. */
export function watchProduct(watch: Watch): Product {
  return {
    id: watch.productId,
    title: watch.title,
    store: watch.store,
    url: watch.url,
    imagePath: watch.imagePath,
    price: watch.price,
    amount: watch.amount,
    currency: watch.currency,
    availability: watch.availability,
  };
}
