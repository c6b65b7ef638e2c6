import type { Collection } from '@kolekt/shared/collection';
import { pageSizes } from '@kolekt/shared/constants';
import type { Product } from '@kolekt/shared/product';
import { FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { collectionName } from '@/lib/collection-name';
import { readVisitedCollections, readVisitedProducts } from '@/lib/last-visited';
import { mostLikedAnchor } from './dashboard-header';
import { DashboardSection, dashboardGridClasses } from './dashboard-section';

interface ListState<T> {
  items: T[];
  loading: boolean;
}

interface DashboardSectionsProps {
  mostLiked: ListState<Collection>;
  lastAddedProducts: ListState<Product>;
  lastAddedCollections: ListState<Collection>;
  /** Cards come from the collections and products features, passed in by the page. */
  renderCollection: (collection: Collection) => ReactNode;
  renderProduct: (product: Product) => ReactNode;
}

function Grid<T extends { id: string }>({
  items,
  render,
}: {
  items: T[];
  render: (item: T) => ReactNode;
}) {
  return (
    <ul className={dashboardGridClasses}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  );
}

/** The five dashboard lists of spec §2; last visited ones are read from this browser (max 4). */
export function DashboardSections(props: DashboardSectionsProps) {
  const { mostLiked, lastAddedProducts, lastAddedCollections, renderCollection, renderProduct } =
    props;
  const { t } = useTranslation();
  const [visitedCollections] = useState(readVisitedCollections);
  const [visitedProducts] = useState(readVisitedProducts);
  return (
    <div className="space-y-10">
      <DashboardSection
        id={mostLikedAnchor}
        titleKey="dashboard.sections.mostLiked"
        count={mostLiked.items.length}
        loading={mostLiked.loading}
      >
        <Grid items={mostLiked.items} render={renderCollection} />
      </DashboardSection>
      <DashboardSection
        id="last-visited-collections"
        titleKey="dashboard.sections.lastVisitedCollections"
        count={visitedCollections.length}
      >
        <Grid
          items={visitedCollections}
          render={(collection) => (
            <Link
              to={`/collection/${collection.id}`}
              className="bg-background hover:ring-ring/40 flex items-center gap-3 rounded-xl p-4 shadow-[var(--shadow-card)] hover:ring-2"
            >
              <FolderOpen aria-hidden className="text-primary size-5 shrink-0" />
              <span className="truncate font-medium">{collectionName(t, collection)}</span>
            </Link>
          )}
        />
      </DashboardSection>
      <DashboardSection
        id="last-visited-products"
        titleKey="dashboard.sections.lastVisitedProducts"
        count={visitedProducts.length}
      >
        <Grid items={visitedProducts} render={renderProduct} />
      </DashboardSection>
      <DashboardSection
        id="last-added-products"
        titleKey="dashboard.sections.lastAddedProducts"
        count={lastAddedProducts.items.length}
        loading={lastAddedProducts.loading}
        skeletons={pageSizes.lastAdded}
      >
        <Grid items={lastAddedProducts.items} render={renderProduct} />
      </DashboardSection>
      <DashboardSection
        id="last-added-collections"
        titleKey="dashboard.sections.lastAddedCollections"
        count={lastAddedCollections.items.length}
        loading={lastAddedCollections.loading}
      >
        <Grid items={lastAddedCollections.items} render={renderCollection} />
      </DashboardSection>
    </div>
  );
}
