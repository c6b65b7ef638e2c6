import type { Collection } from '@kolekt/shared/collection';
import { Check, Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { collectionName } from '@/lib/collection-name';

interface CollectionChecklistProps {
  collections: Collection[] | undefined;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/**
 * The caller's collections as toggles (aria-pressed), several at once; one they edit as a member
 * says whose it is.
 */
export function CollectionChecklist({ collections, selected, onToggle }: CollectionChecklistProps) {
  const { t } = useTranslation();
  if (!collections) {
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-2">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-11" />
        ))}
      </div>
    );
  }
  if (collections.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('products.addTo.noCollections')}</p>;
  }
  return (
    <ul className="max-h-72 space-y-2 overflow-y-auto">
      {collections.map((collection) => {
        const on = selected.has(collection.id);
        return (
          <li key={collection.id}>
            <button
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(collection.id)}
              className={cn(
                'flex w-full items-center gap-3 rounded-lg border px-3 py-2.5 text-left text-sm',
                on ? 'border-primary bg-primary-soft' : 'border-border hover:bg-muted',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'grid size-5 place-items-center rounded border',
                  on ? 'bg-primary border-primary text-white' : 'border-border',
                )}
              >
                {on ? <Check className="size-3.5" /> : null}
              </span>
              {/* The star marks the caller's own default, not a member's view of someone else's. */}
              {collection.isImmutable && collection.access !== 'editor' ? (
                <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
              ) : null}
              <span className="flex-1 truncate">{collectionName(t, collection)}</span>
              {collection.access === 'editor' ? (
                <span className="text-muted-foreground flex max-w-[45%] items-center gap-1 text-xs">
                  <Users aria-hidden className="size-3.5 shrink-0" />
                  <span className="truncate">
                    {t('products.addTo.sharedWith', { name: collection.user.name })}
                  </span>
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
