import type { Product } from '@kolekt/shared/product';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAddProductToCollection } from '../api/add-product-to-collection';
import { useDeleteProduct } from '../api/delete-product';

/** Removes a product from a collection with an Undo toast that adds it back (spec §4). */
export function useDeleteProductWithUndo(collectionId: string) {
  const { t } = useTranslation();
  const remove = useDeleteProduct();
  const add = useAddProductToCollection();
  return (product: Product) => {
    const input = { productId: product.id, collectionId };
    remove.mutate(input, {
      onError: () => toast.error(t('products.toasts.deleteFailed')),
      onSuccess: () =>
        toast.success(t('products.toasts.deleted'), {
          action: {
            label: t('products.undo'),
            onClick: () =>
              add.mutate(input, { onError: () => toast.error(t('products.toasts.undoFailed')) }),
          },
        }),
    });
  };
}
