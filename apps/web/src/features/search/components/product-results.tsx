import type { Product } from '@kolekt/shared/product';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchProducts } from '../api/search-products';
import { PagedResults } from './paged-results';

interface ProductResultsProps {
  query: string;
  renderProduct: (product: Product) => ReactNode;
}

export function ProductResults({ query, renderProduct }: ProductResultsProps) {
  const { t } = useTranslation();
  return (
    <PagedResults
      result={useSearchProducts(query)}
      listLabel={t('search.tabs.products')}
      emptyTitle={t('search.empty.products', { query })}
      getKey={(product) => product.id}
      renderItem={renderProduct}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
    />
  );
}
