import type { Product } from '@kolekt/shared/product';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/ui/tooltip';
import { recordVisitedProduct } from '@/lib/last-visited';
import { asSignedIn } from '@/lib/prompt-login';
import { useModalStore } from '@/stores/modal-store';
import { ProductImage } from '@/components/product-image';
import { ProductPriceWithBadges } from './product-price-with-badges';
import { UserDetailsHint } from './user-details-hint';

interface ProductCardProps {
  product: Product;
  /** Delete removes the product from the collection; absent in preview mode and for others. */
  onDelete?: (product: Product) => void;
  /** 2 where the card sits right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** In the page's first row: its picture is fetched at once (see ProductImage). */
  priority?: boolean;
  /** Controls under the card's text (a gift list's claim), supplied by another feature. */
  footer?: ReactNode;
}

/** Spec §2 Product card: opens the detail modal and records the visit; plus adds to collections. */
export function ProductCard({
  product,
  onDelete,
  headingLevel = 3,
  priority = false,
  footer,
}: ProductCardProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const push = useModalStore((state) => state.push);
  const title = product.title || t('labels.untitled');

  const open = () => {
    recordVisitedProduct(product);
    push({ kind: 'productDetail', size: '4xl', props: { product } });
  };
  const addToCollections = () =>
    asSignedIn('products.loginToAdd', () => push({ kind: 'addToCollections', props: { product } }));

  return (
    <article className="group bg-background relative flex flex-col overflow-hidden rounded-xl shadow-[var(--shadow-card)] hover:ring-2 hover:ring-ring/40">
      <ProductImage src={product.imagePath} priority={priority} className="aspect-square w-full" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-muted-foreground truncate text-xs font-medium tracking-wide">
          {product.store || t('labels.unknownStore')}
        </p>
        <Heading className="line-clamp-2 min-h-10 text-sm font-semibold">{title}</Heading>
        <ProductPriceWithBadges product={product} className="mt-auto space-y-1.5 pt-1" />
      </div>
      {/* The whole card opens the details; the corner buttons sit above this layer. */}
      <button
        type="button"
        onClick={open}
        aria-label={t('products.openDetails', { title })}
        className="absolute inset-0 rounded-xl"
      />
      {/* After the details layer, so it sits above it and stays clickable. */}
      {footer ? <div className="relative px-3 pb-3">{footer}</div> : null}
      {/* On the picture's lower edge, clear of the corner buttons; only the label takes clicks. */}
      {product.detailsSource === 'user' ? (
        <div className="pointer-events-none absolute inset-x-0 top-0 aspect-square">
          <div className="pointer-events-auto absolute bottom-2 left-2 max-w-[calc(100%-1rem)]">
            <UserDetailsHint />
          </div>
        </div>
      ) : null}
      <div className="absolute top-2 right-2 flex gap-1.5">
        <Tooltip label={t('products.addToCollections')}>
          <button
            type="button"
            onClick={addToCollections}
            aria-label={t('products.addToCollections')}
            className="bg-background/90 hover:bg-primary hover:text-primary-foreground grid size-8 place-items-center rounded-full shadow"
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </Tooltip>
        {onDelete ? (
          <Tooltip label={t('products.delete')}>
            <button
              type="button"
              onClick={() => onDelete(product)}
              aria-label={t('products.delete')}
              className="bg-background/90 text-destructive hover:bg-destructive grid size-8 place-items-center rounded-full shadow hover:text-white"
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </Tooltip>
        ) : null}
      </div>
    </article>
  );
}
