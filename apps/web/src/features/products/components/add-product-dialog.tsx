import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { AddByUrlTab } from './add-by-url-tab';
import { RetailerSearchTab } from './retailer-search-tab';

const tabClasses =
  'border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-muted-foreground data-[state=active]:border-primary data-[state=active]:text-foreground';

interface AddProductDialogProps {
  collectionId?: string;
  /** A shared link: the dialog opens on By URL with it filled in. */
  url?: string;
}

/** The add-product dialog (spec §2 Modals): a live search of the shops, or a pasted link. */
export function AddProductDialog({ collectionId, url }: AddProductDialogProps) {
  const { t } = useTranslation();
  return (
    <Tabs.Root defaultValue={url ? 'byUrl' : 'search'}>
      <Tabs.List
        aria-label={t('products.addProduct.tabs')}
        className="border-border mb-5 flex border-b"
      >
        <Tabs.Trigger value="search" className={tabClasses}>
          {t('products.addProduct.search')}
        </Tabs.Trigger>
        <Tabs.Trigger value="byUrl" className={tabClasses}>
          {t('products.addProduct.byUrl')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="search">
        <RetailerSearchTab />
      </Tabs.Content>
      <Tabs.Content value="byUrl">
        <AddByUrlTab collectionId={collectionId} initialUrl={url} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
