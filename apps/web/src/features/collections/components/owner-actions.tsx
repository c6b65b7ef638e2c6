import type { Collection } from '@kolekt/shared/collection';
import { collectionStatus } from '@kolekt/shared/collection-status';
import { useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { queryKeys } from '@/lib/query-keys';
import { useModalStore } from '@/stores/modal-store';
import { toUpdateInput, useUpdateCollection } from '../api/update-collection';
import { useCollectionStatus } from '../hooks/use-collection-status';
import { replaceInPages, type CollectionPages } from '../lib/collection-lists';
import { VisibilitySwitch } from './visibility-switch';

/** Visibility, edit, archive/unarchive and delete: editable, non-immutable collections only. */
export function OwnerActions({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const push = useModalStore((state) => state.push);
  const update = useUpdateCollection();
  const { setStatus, isPending } = useCollectionStatus();
  if (!collection.isEditable || collection.isImmutable) return null;
  const archived = collection.status === collectionStatus.archived;

  const setVisibility = (isPublic: boolean) =>
    update.mutate(
      { ...toUpdateInput(collection), isPublic },
      {
        onSuccess: (updated) => {
          if (!updated) return;
          for (const key of [queryKeys.activeCollections, queryKeys.archivedCollections]) {
            queryClient.setQueryData<CollectionPages>(key, (data) => replaceInPages(data, updated));
          }
        },
        onError: () => toast.error(t('collections.toasts.updateFailed')),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <VisibilitySwitch
        id={`visibility-${collection.id}`}
        checked={collection.isPublic}
        disabled={update.isPending}
        onCheckedChange={setVisibility}
      />
      <Tooltip label={t('collections.actions.edit')}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('collections.actions.edit')}
          onClick={() => push({ kind: 'editCollection', props: { collection } })}
        >
          <Pencil aria-hidden className="size-4" />
        </Button>
      </Tooltip>
      <Tooltip
        label={t(archived ? 'collections.actions.unarchive' : 'collections.actions.archive')}
      >
        <Button
          variant="ghost"
          size="icon"
          disabled={isPending}
          aria-label={t(archived ? 'collections.actions.unarchive' : 'collections.actions.archive')}
          onClick={() =>
            void setStatus(
              collection,
              archived ? collectionStatus.active : collectionStatus.archived,
            )
          }
        >
          {archived ? (
            <ArchiveRestore aria-hidden className="size-4" />
          ) : (
            <Archive aria-hidden className="size-4" />
          )}
        </Button>
      </Tooltip>
      <Tooltip label={t('collections.actions.delete')}>
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive"
          aria-label={t('collections.actions.delete')}
          onClick={() => push({ kind: 'deleteCollection', size: 'sm', props: { collection } })}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </Tooltip>
    </div>
  );
}
