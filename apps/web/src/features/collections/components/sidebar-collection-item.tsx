import type { Collection } from '@kolekt/shared/collection';
import { Folder, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { collectionName } from '@/lib/collection-name';

interface SidebarCollectionItemProps {
  collection: Collection;
  selected: boolean;
  onSelect: (id: string) => void;
}

export function SidebarCollectionItem({
  collection,
  selected,
  onSelect,
}: SidebarCollectionItemProps) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(collection.id)}
        className={cn(
          'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm',
          selected ? 'bg-primary-soft text-primary font-semibold' : 'hover:bg-muted',
        )}
      >
        {collection.isImmutable ? (
          <Star
            aria-label={t('collection.immutable')}
            className="size-4 shrink-0 fill-amber-400 text-amber-400"
          />
        ) : (
          <Folder aria-hidden className="size-4 shrink-0" />
        )}
        <span className="min-w-0 flex-1 truncate">{collectionName(t, collection)}</span>
        <span className="text-muted-foreground text-xs">{collection.productCount}</span>
      </button>
    </li>
  );
}
