import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface ProductImageProps {
  src: string | null;
  className?: string;
  /** The product's name sits beside it, so even the placeholder says nothing to a screen reader. */
  decorative?: boolean;
  /** Drawn in the first screenful, likely the page's largest paint: fetched at once, first. */
  priority?: boolean;
}

/** The product picture; a missing or broken image gives way to a not-found placeholder. */
export function ProductImage({
  src,
  className,
  decorative = false,
  priority = false,
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
  return (
    <img
      src={src}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      className={cn('bg-muted object-contain', className)}
    />
  );
}
