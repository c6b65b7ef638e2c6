import type { Collection } from '@kolekt/shared/collection';
import { collectionStatus } from '@kolekt/shared/collection-status';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { queryKeys } from '@/lib/query-keys';
import { toUpdateInput, useUpdateCollection } from '../api/update-collection';
import {
  flattenPages,
  nextSelection,
  prependToPages,
  removeFromPages,
  type CollectionPages,
} from '../lib/collection-lists';
import { useSelectedCollection } from './use-selected-collection';

const failureKeys = {
  [collectionStatus.archived]: 'collections.toasts.archiveFailed',
  [collectionStatus.active]: 'collections.toasts.unarchiveFailed',
  [collectionStatus.deleted]: 'collections.toasts.updateFailed',
} as const;

/**
 * Archive, unarchive and delete with the list moves of spec §4: the collection leaves its list,
 * an archived one goes to the front of the archive (and back), and a selection that left moves
 * to the first remaining active collection.
 */
export function useCollectionStatus() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateCollection();
  const { selectedId, select } = useSelectedCollection();

  const setStatus = async (collection: Collection, status: Collection['status']) => {
    try {
      const updated = await update.mutateAsync({ ...toUpdateInput(collection), status });
      const moved = updated ?? { ...collection, status };
      const from =
        collection.status === collectionStatus.archived
          ? queryKeys.archivedCollections
          : queryKeys.activeCollections;
      queryClient.setQueryData<CollectionPages>(from, (data) => removeFromPages(data, moved.id));
      if (status !== collectionStatus.deleted) {
        const to =
          status === collectionStatus.archived
            ? queryKeys.archivedCollections
            : queryKeys.activeCollections;
        queryClient.setQueryData<CollectionPages>(to, (data) => prependToPages(data, moved));
      }
      if (status !== collectionStatus.active) {
        const active = flattenPages(queryClient.getQueryData(queryKeys.activeCollections));
        select(nextSelection(selectedId ?? active[0]?.id, moved.id, active), { replace: true });
      }
      return true;
    } catch {
      toast.error(t(failureKeys[status]));
      return false;
    }
  };

  return { setStatus, isPending: update.isPending };
}
