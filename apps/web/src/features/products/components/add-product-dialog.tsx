import type { SearchStoreId } from '@kolekt/shared/search-store-ids';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lastAddProductTab,
  rememberAddProductTab,
  type AddProductTab,
} from '../lib/add-product-tab';
import { AddByUrlTab } from './add-by-url-tab';
import { RetailerSearchTab } from './retailer-search-tab';

const tabClasses =
  'border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-muted-foreground data-[state=active]:border-primary data-[state=active]:text-foreground';

interface AddProductDialogProps {
  collectionId?: string;
  /** A shared link: the dialog opens on By URL with it filled in. */
  url?: string;
  /** A store page's shop: the dialog opens on Search with that shop chosen. */
  store?: SearchStoreId;
}

/**
 * The add-product dialog (spec §2 Modals): a live search of the shops, or a pasted link. It opens
 * on what it was asked for, else on the tab the user chose last.
 */
export function AddProductDialog({ collectionId, url, store }: AddProductDialogProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<AddProductTab>(() =>
    url ? 'byUrl' : store ? 'search' : lastAddProductTab(),
  );
  const choose = (value: string) => {
    const chosen: AddProductTab = value === 'search' ? 'search' : 'byUrl';
    setTab(chosen);
    rememberAddProductTab(chosen);
  };
  return (
    <Tabs.Root value={tab} onValueChange={choose}>
      <Tabs.List
        aria-label={t('products.addProduct.tabs')}
        className="border-border mb-5 flex border-b"
      >
        <Tabs.Trigger value="byUrl" className={tabClasses}>
          {t('products.addProduct.byUrl')}
        </Tabs.Trigger>
        <Tabs.Trigger value="search" className={tabClasses}>
          {t('products.addProduct.search')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="byUrl">
        <AddByUrlTab collectionId={collectionId} initialUrl={url} />
      </Tabs.Content>
      <Tabs.Content value="search">
        <RetailerSearchTab initialStore={store} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
