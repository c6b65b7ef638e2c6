import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useModalStore } from '@/stores/modal-store';
import { useCreateCollection } from '../api/create-collection';
import { useSelectedCollection } from '../hooks/use-selected-collection';
import { CollectionForm } from './collection-form';

/** Creates a collection (Private by default) and shows it in the collections workspace. */
export function CreateCollectionDialog() {
  const { t } = useTranslation();
  const create = useCreateCollection();
  const back = useModalStore((state) => state.back);
  const { select } = useSelectedCollection();
  return (
    <CollectionForm
      submitKey="collections.form.create"
      onSubmit={async (values) => {
        try {
          const collection = await create.mutateAsync(values);
          select(collection.id);
          back();
        } catch {
          toast.error(t('collections.toasts.createFailed'));
        }
      }}
    />
  );
}
