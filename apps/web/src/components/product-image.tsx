import { ImageOff } from 'lucide-react';
import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { productImageSources } from '@/lib/product-image-sources';

interface ProductImageProps {
  src: string | null;
  className?: string;
  /** The product's name sits beside it, so even the placeholder says nothing to a screen reader. */
  decorative?: boolean;
  /** Drawn in the first screenful, likely the page's largest paint: fetched at once, first. */
  priority?: boolean;
  /** How wide it is drawn (the `sizes` attribute); by default a card in the product grid. */
  sizes?: string;
  /** The search's signature of an unsaved result's picture (decision 0064). */
  signature?: string;
  /**
   * The user's own link, not yet saved, shown only to them (the manual form's preview): drawn
   * straight from it, since Kolekt fetches only pictures of products it knows (decision 0064).
   */
  direct?: boolean;
}

/** A product grid's card: half the screen on a phone, a fifth on a wide one (product-grid.tsx). */
const cardSizes =
  '(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** The product picture; a missing or broken image gives way to a not-found placeholder. */
export function ProductImage({
  src,
  className,
  decorative = false,
  priority = false,
  sizes = cardSizes,
  signature,
  direct = false,
}: ProductImageProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        {...(decorative
          ? { 'aria-hidden': true }
          : { role: 'img', 'aria-label': t('products.imageNotFound') })}
        className={cn('bg-muted text-muted-foreground grid place-items-center', className)}
      >
        <ImageOff aria-hidden className="size-8" />
      </div>
    );
  }
  const sources = direct ? { src } : productImageSources(src, signature);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      referrerPolicy="no-referrer"
      ref={(image) => {
        // A picture drawn by the server can fail before the app listens for its error event.
        // Swapped in a transition: a page of broken pictures is redrawn in slices, not in the
        // task that adopts the page.
        if (image?.complete && image.naturalWidth === 0) startTransition(() => setFailedSrc(src));
      }}
      onError={() => setFailedSrc(src)}
      className={cn('bg-muted object-contain', className)}
    />
  );
}
