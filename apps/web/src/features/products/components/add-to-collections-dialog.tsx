import type { Product } from '@kolekt/shared/product';
import type { SearchItem } from '@kolekt/shared/retailer-search';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { queryKeys } from '@/lib/query-keys';
import { useModalStore } from '@/stores/modal-store';
import { addProductToCollection } from '../api/add-product-to-collection';
import { createProduct } from '../api/create-product';
import { useAddableCollections } from '../api/get-addable-collections';
import { useAddedProductAction } from '../lib/added-product-action';
import { CollectionChecklist } from './collection-checklist';

interface AddToCollectionsDialogProps {
  product: Product;
  /** An external search result: saved with product/create, one collection at a time. */
  external?: boolean;
  /** The search result's signature, passed on to product/create. */
  proof?: Pick<SearchItem, 'signature' | 'signedAt'>;
}

/** Spec §4: toggle collections; add is disabled with none selected or while saving. */
export function AddToCollectionsDialog({
  product,
  external = false,
  proof,
}: AddToCollectionsDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: collections } = useAddableCollections();
  const close = useModalStore((state) => state.close);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [added, setAdded] = useState(false);
  const addedAction = useAddedProductAction();

  const offered = addedAction?.(product);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const save = async () => {
    if (selected.size === 0) {
      toast.error(t('selectCollectionError'));
      return;
    }
    setSaving(true);
    setAdded(false);
    try {
      let created: Product | null = null;
      for (const collectionId of selected) {
        if (external) created = await createProduct({ product, collectionId, proof });
        else await addProductToCollection({ productId: product.id, collectionId });
      }
      if (external) {
        // The search result is a Kolekt product only now: the offer is for the one saved.
        const action = created ? addedAction?.(created) : undefined;
        toast.success(t('addedToCollectionsSuccess'), { action });
        close();
      } else setAdded(true);
    } catch {
      toast.error(t('addToCollectionsError'));
    } finally {
      setSaving(false);
      setSelected(new Set());
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
      void queryClient.invalidateQueries({ queryKey: queryKeys.collections });
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-muted-foreground truncate text-sm">
        {product.title || t('labels.untitled')}
      </p>
      <CollectionChecklist collections={collections} selected={selected} onToggle={toggle} />
      <div className="flex min-h-5 flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-success text-sm">
          {added ? t('products.addTo.added') : null}
        </p>
        {added && offered ? (
          <Button variant="outline" size="sm" onClick={offered.onClick}>
            {offered.label}
          </Button>
        ) : null}
      </div>
      <Button
        className="w-full"
        disabled={selected.size === 0 || saving}
        onClick={() => void save()}
      >
        {saving ? <Spinner /> : null}
        {t('products.addTo.submit')}
      </Button>
    </div>
  );
}
