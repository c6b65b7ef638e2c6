import type { Collection } from '@kolekt/shared/collection';
import { collectionStatus } from '@kolekt/shared/collection-status';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useModalStore } from '@/stores/modal-store';
import { useCollectionStatus } from '../hooks/use-collection-status';

/** Spec §4: deleting asks for confirmation with a title, a description, cancel and delete. */
export function DeleteCollectionDialog({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const back = useModalStore((state) => state.back);
  const { setStatus, isPending } = useCollectionStatus();
  const remove = async () => {
    if (await setStatus(collection, collectionStatus.deleted)) back();
  };
  return (
    <div className="space-y-6">
      <p className="text-muted-foreground text-sm">
        {t('collections.delete.description', { name: collection.name })}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={back}>
          {t('collections.delete.cancel')}
        </Button>
        <Button variant="destructive" disabled={isPending} onClick={() => void remove()}>
          {isPending ? <Spinner /> : null}
          {t('collections.delete.confirm')}
        </Button>
      </div>
    </div>
  );
}
