import type { Collection } from '@kolekt/shared/collection';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { queryKeys } from '@/lib/query-keys';
import { useModalStore } from '@/stores/modal-store';
import { toUpdateInput, useUpdateCollection } from '../api/update-collection';
import { replaceInPages, type CollectionPages } from '../lib/collection-lists';
import { CollectionForm } from './collection-form';

export function EditCollectionDialog({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateCollection();
  const back = useModalStore((state) => state.back);
  return (
    <CollectionForm
      collection={collection}
      submitKey="collections.form.save"
      onSubmit={async (values) => {
        try {
          const updated = await update.mutateAsync({ ...toUpdateInput(collection), ...values });
          if (updated) {
            for (const key of [queryKeys.activeCollections, queryKeys.archivedCollections]) {
              queryClient.setQueryData<CollectionPages>(key, (data) =>
                replaceInPages(data, updated),
              );
            }
          }
          back();
        } catch {
          toast.error(t('collections.toasts.updateFailed'));
        }
      }}
    />
  );
}
