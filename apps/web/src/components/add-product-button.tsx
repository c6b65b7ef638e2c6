import type { Collection } from '@kolekt/shared/collection';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useModalStore } from '@/stores/modal-store';

/** The owner and editors add products (issue #14); viewers and visitors only look. */
export function canAddProducts(collection: Collection) {
  return collection.access === 'owner' || collection.access === 'editor';
}

/**
 * The page's main action, in view at every width wherever the viewer may add (issue #32): the
 * collection header and an empty collection's empty state both show it.
 */
export function AddProductButton({ collection }: { collection: Collection }) {
  const { t } = useTranslation();
  const push = useModalStore((state) => state.push);
  if (!canAddProducts(collection)) return null;
  return (
    <Button
      onClick={() =>
        push({ kind: 'addProduct', size: 'xl', props: { collectionId: collection.id } })
      }
    >
      <Plus aria-hidden className="size-4" />
      {t('collections.addProduct')}
    </Button>
  );
}
