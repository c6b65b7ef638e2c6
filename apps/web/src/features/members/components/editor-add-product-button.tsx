import type { Collection } from '@kolekt/shared/collection';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useModalStore } from '@/stores/modal-store';

/** An editor adds products through the owner's own add-product dialog, aimed at this collection. */
export function EditorAddProductButton({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const push = useModalStore((state) => state.push);
  if (collection.access !== 'editor') return null;
  return (
    <Button
      onClick={() =>
        push({ kind: 'addProduct', size: 'xl', props: { collectionId: collection.id } })
      }
    >
      <Plus aria-hidden className="size-4" />
      {t('members.addProduct')}
    </Button>
  );
}
