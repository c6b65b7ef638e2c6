import type { Collection } from '@kolekt/shared/collection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { NewCollectionForm } from './new-collection-form';

/**
 * Checkboxes for the user's collections and those they edit as a member (saying whose), and a
 * way to add one without leaving the popup.
 */
export function CollectionPicker({
  collections,
  selected,
  onToggle,
  onCreate,
}: {
  collections: Collection[];
  selected: ReadonlySet<string>;
  onToggle(id: string): void;
  onCreate(name: string): Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('popup.collections')}
      </legend>
      <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto">
        {collections.map((collection) => (
          <li key={collection.id}>
            <label className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-muted">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={selected.has(collection.id)}
                onChange={() => onToggle(collection.id)}
              />
              <span className="truncate">{collection.name}</span>
              {collection.access === 'editor' ? (
                <span className="ml-auto truncate text-xs text-muted-foreground">
                  {t('popup.sharedWith', { name: collection.user.name })}
                </span>
              ) : collection.isImmutable ? (
                <span className="ml-auto rounded-full bg-primary-soft px-2 text-xs text-primary">
                  {t('popup.default')}
                </span>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
      {creating ? (
        <NewCollectionForm
          onCancel={() => setCreating(false)}
          onCreate={async (name) => {
            const failure = await onCreate(name);
            if (!failure) setCreating(false);
            return failure;
          }}
        />
      ) : (
        <Button variant="secondary" onClick={() => setCreating(true)}>
          + {t('popup.newCollection')}
        </Button>
      )}
    </fieldset>
  );
}
