import type { Product } from '@kolekt/shared/product';
import i18next from 'i18next';
import { toast } from 'sonner';
import type { ToastAction } from '@/components/ui/toast-actions';
import { saveWatch } from '../api/save-watch';

/**
 * "Watch price" for a product just added to a collection: any drop and back in stock, the
 * choices most people want; the target price can be set later in the product's detail.
 */
export function watchPriceAction(product: Pick<Product, 'id' | 'title'>): ToastAction {
  return {
    label: i18next.t('prices.offer.action'),
    onClick: () =>
      void saveWatch({
        productId: product.id,
        watch: { onDrop: true, onBackInStock: true, targetPrice: null },
      }).then(
        () => toast.success(i18next.t('prices.offer.done', { title: product.title })),
        () => toast.error(i18next.t('prices.offer.failed')),
      ),
  };
}
