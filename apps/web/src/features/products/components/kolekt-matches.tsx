import { useTranslation } from 'react-i18next';
import { useKolektProducts } from '../api/search-kolekt-products';
import { ProductCard } from './product-card';
import { ScrollRow } from './scroll-row';

/** Products already in Kolekt matching the search, offered when the shops gave little. */
export function KolektMatches({ query }: { query: string }) {
  const { t } = useTranslation();
  const { data: products } = useKolektProducts(query.trim());
  if (!products?.length) return null;
  return (
    <section aria-labelledby="kolekt-matches-title" className="space-y-2">
      <h3 id="kolekt-matches-title" className="text-sm font-semibold">
        {t('products.searchTab.kolekt.title')}
      </h3>
      <ScrollRow label={t('products.searchTab.kolekt.list')}>
        {products.map((product) => (
          <li key={product.id} className="w-44 shrink-0 snap-start">
            <ProductCard product={product} />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
