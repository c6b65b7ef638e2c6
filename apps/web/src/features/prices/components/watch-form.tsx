import type { Watch } from '@kolekt/shared/price';
import { BellRing, BellOff } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteWatch } from '../api/delete-watch';
import { useSaveWatch } from '../api/save-watch';
import { amountForInput } from '../lib/amount-input';
import { parseAmount } from '../lib/parse-amount';
import { WatchOption } from './watch-option';

interface WatchFormProps {
  productId: string;
  /** The caller's current watch of the product, or null when they do not watch it yet. */
  watch: Watch | null;
}

type FormError = 'targetInvalid' | 'nothingChosen' | null;

/** Any drop, back in stock and an optional target price; save, or stop watching. */
export function WatchForm({ productId, watch }: WatchFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [onDrop, setOnDrop] = useState(watch?.onDrop ?? true);
  const [onBackInStock, setOnBackInStock] = useState(watch?.onBackInStock ?? true);
  const [target, setTarget] = useState(amountForInput(watch?.targetPrice ?? null, i18n.language));
  const [error, setError] = useState<FormError>(null);
  const [status, setStatus] = useState('');
  const save = useSaveWatch();
  const stop = useDeleteWatch();
  const busy = save.isPending || stop.isPending;
  const submitButton = useRef<HTMLButtonElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const targetPrice = target.trim() ? parseAmount(target) : null;
    if (target.trim() && !targetPrice) return setError('targetInvalid');
    if (!onDrop && !onBackInStock && !targetPrice) return setError('nothingChosen');
    setError(null);
    save.mutate(
      { productId, watch: { targetPrice, onDrop, onBackInStock } },
      {
        onSuccess: () => setStatus(t('prices.watch.saved')),
        onError: () => toast.error(t('prices.watch.saveFailed')),
      },
    );
  };
  const unwatch = () =>
    stop.mutate(productId, {
      onSuccess: () => {
        setStatus(t('prices.watch.stopped'));
        // The stop button goes away with the watch: focus stays in the form.
        submitButton.current?.focus();
      },
      onError: () => toast.error(t('prices.watch.stopFailed')),
    });

  const targetId = `${id}-target`;
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <fieldset className="space-y-3" disabled={busy}>
        <legend className="mb-2 text-sm font-semibold">{t('prices.watch.title')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <WatchOption
            id={`${id}-drop`}
            label={t('prices.watch.onDrop')}
            checked={onDrop}
            onChange={setOnDrop}
          />
          <WatchOption
            id={`${id}-stock`}
            label={t('prices.watch.onBackInStock')}
            checked={onBackInStock}
            onChange={setOnBackInStock}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={targetId} className="block text-sm font-medium">
            {t('prices.watch.target')}
          </label>
          <Input
            id={targetId}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('prices.watch.targetPlaceholder')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            aria-invalid={error === 'targetInvalid'}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
          />
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {t('prices.watch.targetHint')}
          </p>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-destructive text-xs">
            {t(`prices.watch.${error}`)}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button ref={submitButton} type="submit" disabled={busy}>
          {save.isPending ? <Spinner /> : <BellRing aria-hidden className="size-4" />}
          {watch ? t('prices.watch.save') : t('prices.watch.start')}
        </Button>
        {watch ? (
          <Button variant="outline" disabled={busy} onClick={unwatch}>
            {stop.isPending ? <Spinner /> : <BellOff aria-hidden className="size-4" />}
            {t('prices.watch.stop')}
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-green-700 empty:hidden">
        {status}
      </p>
    </form>
  );
}
