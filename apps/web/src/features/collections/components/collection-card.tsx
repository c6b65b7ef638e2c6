import type { Collection } from '@kolekt/shared/collection';
import { Heart, Package, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { collectionName } from '@/lib/collection-name';
import { recordVisitedCollection } from '@/lib/last-visited';

/** A collection in a list (dashboard, profile): opens its page and records the visit. */
export function CollectionCard({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const owner = collection.user?.userName;
  return (
    <Link
      to={`/collection/${collection.id}`}
      onClick={() => recordVisitedCollection(collection)}
      className="bg-background hover:ring-ring/40 flex h-full flex-col gap-3 rounded-xl p-4 shadow-[var(--shadow-card)] hover:ring-2"
    >
      <div className="flex items-center gap-2">
        {collection.isImmutable ? (
          <Star
            aria-label={t('collection.immutable')}
            className="size-4 shrink-0 fill-amber-400 text-amber-400"
          />
        ) : null}
        <span className="truncate font-semibold">{collectionName(t, collection)}</span>
      </div>
      <p className="text-muted-foreground line-clamp-2 min-h-10 text-sm">
        {collection.description || t('collection.noDescription')}
      </p>
      <div className="text-muted-foreground mt-auto flex items-center gap-4 text-xs">
        <span className="truncate">@{owner || t('labels.unknownHandle')}</span>
        <span className="ml-auto inline-flex items-center gap-1">
          <Package aria-hidden className="size-3.5" />
          {t('collection.productCount', { count: collection.productCount })}
        </span>
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden className="size-3.5" />
          {collection.likeCount}
        </span>
      </div>
    </Link>
  );
}
