import type { Product } from '@kolekt/shared/product';
import { PriceBadges } from './price-badges';
import { ProductPrice } from './product-price';

/**
 * A saved product's price with what it did beside it (the badges), as its card and its details
 * show it: a sold-out product's last price is no price to buy at, and a typed one is said to be
 * unchecked.
 */
export function ProductPriceWithBadges({
  product,
  className,
  priceClassName,
}: {
  product: Product;
  className?: string;
  priceClassName?: string;
}) {
  return (
    <div className={className}>
      <ProductPrice
        price={product.price}
        amount={product.amount}
        currency={product.currency}
        unconfirmed={product.detailsSource === 'user'}
        className={priceClassName}
      />
      <PriceBadges product={product} />
    </div>
  );
}
