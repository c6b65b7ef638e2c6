import type { Store } from '@kolekt/shared/stores';
import { PackageSearch, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { asSignedIn } from '@/lib/prompt-login';
import { useModalStore } from '@/stores/modal-store';

/**
 * A known shop nobody has saved from yet: says so, and offers the live search of just that shop
 * (the add-product dialog's Search tab), so the page is a start rather than a dead end. Saving
 * a result needs an account, so a guest is asked to sign in first.
 */
export function StoreNoProducts({ store }: { store: Store }) {
  const { t } = useTranslation();
  const push = useModalStore((state) => state.push);
  const searchLive = () =>
    asSignedIn('products.loginToAdd', () =>
      push({ kind: 'addProduct', size: 'xl', props: { store: store.searchId } }),
    );
  return (
    <EmptyState
      icon={PackageSearch}
      title={t('stores.noProducts.title')}
      description={t('stores.noProducts.description', { name: store.name })}
      action={
        <Button onClick={searchLive}>
          <Search aria-hidden className="size-4" />
          {t('stores.searchLive', { name: store.name })}
        </Button>
      }
    />
  );
}
