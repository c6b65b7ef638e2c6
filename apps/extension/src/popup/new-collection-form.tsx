import { limits } from '@kolekt/shared/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/** Creates a collection inline; the new one is selected for the save. */
export function NewCollectionForm({
  onCreate,
  onCancel,
}: {
  onCreate(name: string): Promise<string | null>;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < limits.collectionName.min || trimmed.length > limits.collectionName.max) {
      return setError(t('popup.nameLength'));
    }
    setBusy(true);
    const failure = await onCreate(trimmed);
    setBusy(false);
    setError(failure ?? '');
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-lg bg-surface p-2">
      <label className="flex flex-col gap-1 text-xs font-medium">
        {t('popup.newCollectionName')}
        <input
          autoFocus
          value={name}
          maxLength={limits.collectionName.max}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          className="rounded-lg border border-border bg-background px-2 py-1.5 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
      </label>
      {error ? (
        <p className="text-xs text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('popup.create')}
        </Button>
      </div>
    </form>
  );
}
