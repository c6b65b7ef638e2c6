import { layout } from '@kolekt/shared/constants';
import type { Product } from '@kolekt/shared/product';
import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductCard } from './product-card';

const gridClasses = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
/** A phone's first row: the pictures Lighthouse's mobile run (and a phone) sees first. */
const firstRow = 2;

interface ProductGridProps {
  products: Product[];
  /** Loading: 14 skeletons follow the cards (spec §9). */
  loading?: boolean;
  onDelete?: (product: Product) => void;
  /** Each card's footer (see ProductCard). */
  renderCardFooter?: (product: Product) => ReactNode;
  /** The empty state's button (an empty collection's add button). */
  emptyAction?: ReactNode;
}

/** Up to 5 columns on large screens; an empty state when nothing is there and nothing loads. */
export function ProductGrid({
  products,
  loading = false,
  onDelete,
  renderCardFooter,
  emptyAction,
}: ProductGridProps) {
  const { t } = useTranslation();
  if (!loading && products.length === 0) {
    return (
      <EmptyState
        icon={PackageOpen}
        title={t('products.empty.title')}
        description={t('products.empty.description')}
        action={emptyAction}
      />
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label={t('products.listLabel')} className={gridClasses}>
        {products.map((product, index) => (
          <li key={product.id}>
            {/* The grid sits right under a collection's or a store's h1. */}
            <ProductCard
              product={product}
              onDelete={onDelete}
              headingLevel={2}
              priority={index < firstRow}
              footer={renderCardFooter?.(product)}
            />
          </li>
        ))}
      </ul>
      {loading ? (
        <div
          // The first page's skeletons go when its cards come, rather than being pushed below
          // them: a moved block counts as layout shift, a new one (the next page's) does not.
          key={products.length === 0 ? 'first-page' : 'next-page'}
          role="status"
          aria-label={t('common.loading')}
          className={gridClasses}
        >
          {Array.from({ length: layout.productGridSkeletons }, (_, index) => (
            <Skeleton key={index} className="aspect-[3/4]" />
          ))}
        </div>
      ) : null}
    </div>
  );
}
