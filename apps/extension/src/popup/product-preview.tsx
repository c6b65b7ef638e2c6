import type { ScrapedProduct } from '@kolekt/extract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The product as it will be saved: picture, title, store and price. */
export function ProductPreview({ product }: { product: ScrapedProduct }) {
  const { t } = useTranslation();
  // A picture the shop no longer serves shows the plain placeholder, not a broken image.
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const image = product.image && product.image !== brokenImage ? product.image : null;
  return (
    <article
      className="flex gap-3 rounded-card border border-border p-3 shadow-card"
      aria-label={product.title}
    >
      {image ? (
        <img
          src={image}
          alt=""
          onError={() => setBrokenImage(image)}
          className="size-20 shrink-0 rounded-lg bg-muted object-contain"
        />
      ) : (
        <div className="size-20 shrink-0 rounded-lg bg-muted" />
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="line-clamp-3 font-semibold" data-testid="product-title">
          {product.title}
        </h1>
        <p className="text-xs text-muted-foreground" data-testid="product-store">
          {product.store}
        </p>
        <p
          className={product.price ? 'font-semibold text-primary' : 'text-xs text-muted-foreground'}
          data-testid="product-price"
        >
          {product.price ?? t('popup.noPrice')}
        </p>
      </div>
    </article>
  );
}
