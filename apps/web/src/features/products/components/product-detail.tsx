import type { Product } from '@kolekt/shared/product';
import { ExternalLink, Info, Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { asSignedIn } from '@/lib/prompt-login';
import { useModalStore } from '@/stores/modal-store';
import { ProductImage } from '@/components/product-image';
import { ProductPriceWithBadges } from './product-price-with-badges';

interface ProductDetailProps {
  product: Product;
  /** The AI analysis of another feature, passed in by the app. */
  renderAnalysis?: (product: Product) => ReactNode;
  /** Price history and watching (the prices feature), passed in by the app. */
  renderPrices?: (product: Product) => ReactNode;
}

/**
 * The product detail modal (large): picture, title, store, price, the shop's description, shop
 * link, add to collections; below them the price history and the AI analysis the app supplies.
 */
export function ProductDetail({ product, renderAnalysis, renderPrices }: ProductDetailProps) {
  const { t } = useTranslation();
  const id = useId();
  const push = useModalStore((state) => state.push);
  const addToCollections = () =>
    asSignedIn('products.loginToAdd', () => push({ kind: 'addToCollections', props: { product } }));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProductImage
        src={product.imagePath}
        sizes="(min-width: 768px) 50vw, 100vw"
        className="aspect-square w-full rounded-xl"
      />
      <div className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm font-medium tracking-wide">
          {product.store || t('labels.unknownStore')}
        </p>
        <h2 className="text-xl font-bold">{product.title || t('labels.untitled')}</h2>
        <ProductPriceWithBadges product={product} className="space-y-2" priceClassName="text-2xl" />
        {product.description ? (
          <section aria-labelledby={`${id}-description`} className="space-y-1">
            <h3 id={`${id}-description`} className="text-sm font-semibold">
              {t('products.detail.description')}
            </h3>
            <p className="text-muted-foreground text-sm whitespace-pre-line">
              {product.description}
            </p>
          </section>
        ) : null}
        {product.detailsSource === 'user' ? (
          // Spelled out here too: a card's tooltip never shows on a touch screen.
          <p className="text-muted-foreground flex gap-2 text-sm">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('products.userDetails')}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 sm:flex-row">
          <a
            href={product.pureUrl ?? product.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline')}
          >
            <ExternalLink aria-hidden className="size-4" />
            {t('products.goToShop')}
          </a>
          <Button onClick={addToCollections}>
            <Plus aria-hidden className="size-4" />
            {t('products.addToCollections')}
          </Button>
        </div>
      </div>
      {renderPrices ? <div className="md:col-span-2">{renderPrices(product)}</div> : null}
      {renderAnalysis ? <div className="md:col-span-2">{renderAnalysis(product)}</div> : null}
    </div>
  );
}
