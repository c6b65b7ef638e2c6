import type { ScrapedProduct } from '@kolekt/extract';
import type { Collection } from '@kolekt/shared/collection';
import type { CapturedProduct } from '@kolekt/shared/product';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCaptureInput } from '../capture/to-capture-input';
import { captureProduct, type KolektApi } from '../lib/kolekt-api';
import { Button } from '../ui/button';
import { MessagePanel } from '../ui/message-panel';
import { apiMessage } from './api-message';
import { CollectionPicker } from './collection-picker';
import { ProductPreview } from './product-preview';
import { useCollections } from './use-collections';

export interface SavedCapture {
  data: CapturedProduct;
  collections: Collection[];
}

/** The found product, the collections to put it in, and the save. */
export function CaptureForm({
  api,
  product,
  onSaved,
  onUnauthorized,
}: {
  api: KolektApi;
  product: ScrapedProduct;
  onSaved(saved: SavedCapture): void;
  onUnauthorized(): void;
}) {
  const { t } = useTranslation();
  const { state, create } = useCollections(api);
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (state.kind === 'failed' && state.statusCode === 401) onUnauthorized();
  }, [state, onUnauthorized]);
  const collections = state.kind === 'ready' ? state.items : [];
  // Until the user chooses, the default collection (listed first) is the choice.
  const selected = picked ?? new Set(collections.slice(0, 1).map((collection) => collection.id));

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setPicked(next);
  };

  async function save() {
    if (!selected.size) return setError(t('popup.pickCollection'));
    setSaving(true);
    setError('');
    const reply = await captureProduct(api, toCaptureInput(product, [...selected]));
    setSaving(false);
    if (reply.statusCode === 401) return onUnauthorized();
    if (!reply.success || !reply.data) return setError(apiMessage(t, reply));
    const savedIn = new Set(reply.data.collectionIds);
    onSaved({ data: reply.data, collections: collections.filter((c) => savedIn.has(c.id)) });
  }

  return (
    <div className="flex flex-col gap-3">
      <ProductPreview product={product} />
      {state.kind === 'loading' ? (
        <p className="text-muted-foreground">{t('popup.collectionsLoading')}</p>
      ) : state.kind === 'failed' ? (
        <MessagePanel
          tone="error"
          title={t('popup.errors.collections')}
          body={apiMessage(t, state)}
        />
      ) : (
        <CollectionPicker
          collections={collections}
          selected={selected}
          onToggle={toggle}
          onCreate={async (name) => {
            const reply = await create(name);
            if (!reply.success || !reply.data) return apiMessage(t, reply);
            setPicked(new Set([...selected, reply.data.id]));
            return null;
          }}
        />
      )}
      {error ? (
        <p className="rounded-lg bg-destructive-soft p-2 text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <Button onClick={save} disabled={saving || state.kind !== 'ready'}>
        {saving ? t('popup.saving') : t('popup.save')}
      </Button>
    </div>
  );
}
