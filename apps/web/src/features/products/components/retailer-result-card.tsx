import type { Product } from '@kolekt/shared/product';
import type { SearchItem } from '@kolekt/shared/retailer-search';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '@/stores/modal-store';
import { ProductImage } from '@/components/product-image';
import { ProductPrice } from './product-price';

/** An external result as a product to save: not in Kolekt yet, so its link stands for its id. */
const toProduct = (item: SearchItem): Product => ({
  id: item.pureUrl,
  title: item.title,
  store: item.store,
  price: item.price,
  imagePath: item.imagePath,
  url: item.pureUrl,
  pureUrl: item.pureUrl,
});

/** One shop's result; add opens the add-to-collections dialog for an external product. */
export function RetailerResultCard({ item }: { item: SearchItem }) {
  const { t } = useTranslation();
  const push = useModalStore((state) => state.push);
  return (
    <article className="bg-background flex h-full w-44 flex-col overflow-hidden rounded-xl border border-border">
      <ProductImage
        src={item.imagePath}
        signature={item.imageSignature}
        className="aspect-square w-full"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-muted-foreground truncate text-xs font-medium tracking-wide">
          {item.store}
        </p>
        <a
          href={item.pureUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="line-clamp-2 min-h-10 text-sm font-semibold hover:underline"
        >
          {item.title}
        </a>
        <div className="mt-auto flex items-end justify-between gap-2 pt-1">
          <ProductPrice price={item.price} />
          <button
            type="button"
            onClick={() =>
              push({
                kind: 'addToCollections',
                props: {
                  product: toProduct(item),
                  external: true,
                  proof: { signature: item.signature, signedAt: item.signedAt },
                },
              })
            }
            aria-label={t('products.searchTab.add', { title: item.title })}
            className="bg-primary text-primary-foreground hover:bg-primary-hover grid size-8 shrink-0 place-items-center rounded-full"
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </article>
  );
}
