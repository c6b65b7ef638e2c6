import type { Collection } from '@kolekt/shared/collection';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddProductButton } from '@/components/add-product-button';
import { collectionName } from '@/lib/collection-name';
import { CollectionInfoTiles } from './collection-info-tiles';
import { GiftListBadge } from './gift-list-badge';
import { LikeButton } from './like-button';
import { ShareButton } from './share-button';
import { VisibilityBadge } from './visibility-badge';

interface CollectionHeaderProps {
  collection: Collection;
  /** Owner controls, shown in the collections workspace. */
  ownerActions?: ReactNode;
  /** The members button (issue #14), supplied by the page. */
  memberActions?: ReactNode;
  /** The comments feature's button, supplied by the page: in this row on a phone. */
  comments?: ReactNode;
}

/**
 * Name, badge, description, info tiles; the add button for whoever may add (the default
 * collection included); like and share unless the collection is immutable.
 */
export function CollectionHeader({
  collection,
  ownerActions,
  memberActions,
  comments,
}: CollectionHeaderProps) {
  const { t } = useTranslation();
  return (
    <section className="space-y-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            {collection.isImmutable ? (
              <Star
                aria-label={t('collection.immutable')}
                className="size-5 fill-amber-400 text-amber-400"
              />
            ) : null}
            <h1 className="text-2xl font-bold break-words sm:text-3xl">
              {collectionName(t, collection)}
            </h1>
            <VisibilityBadge collection={collection} />
            {collection.isGiftList ? <GiftListBadge /> : null}
          </div>
          {collection.description ? (
            <p className="text-muted-foreground max-w-3xl">{collection.description}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AddProductButton collection={collection} />
          {comments}
          {collection.isImmutable ? null : (
            <>
              {ownerActions}
              {memberActions}
              <LikeButton collection={collection} />
              <ShareButton collectionId={collection.id} />
            </>
          )}
        </div>
      </div>
      <CollectionInfoTiles collection={collection} />
    </section>
  );
}
