import { BellRing, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePushDevice, type PushDeviceState } from '../hooks/use-push-device';

/** This device's push state in words, and the button that asks the browser for permission. */
export function PushDeviceControl({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useTranslation();
  const { state, enable, disable } = usePushDevice();
  const [busy, setBusy] = useState(false);
  // Said beside the button, where the press was: a toast may sit behind the dialog.
  const [problem, setProblem] = useState<'dismissed' | 'failed' | null>(null);

  const run = async (action: () => Promise<PushDeviceState | void>) => {
    setBusy(true);
    setProblem(null);
    try {
      const next = await action();
      if (next === 'on') onEnabled();
      // The browser's question was closed without an answer: the state alone would not change.
      if (action === enable && next === 'off') setProblem('dismissed');
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bg-surface flex flex-col gap-3 rounded-lg p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1">
        <p role="status" className="flex items-start gap-2 text-sm">
          <Smartphone aria-hidden className="text-muted-foreground mt-0.5 size-4 shrink-0" />
          {t(`prices.preferences.device.${state}`)}
        </p>
        {problem ? (
          <p role="alert" className="text-destructive text-sm">
            {t(`prices.preferences.device.${problem}`)}
          </p>
        ) : null}
      </div>
      {state === 'off' ? (
        <Button size="sm" disabled={busy} onClick={() => void run(enable)}>
          {busy ? <Spinner /> : <BellRing aria-hidden className="size-4" />}
          {t('prices.preferences.device.allow')}
        </Button>
      ) : state === 'on' ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void run(disable)}>
          {busy ? <Spinner /> : null}
          {t('prices.preferences.device.turnOff')}
        </Button>
      ) : null}
    </div>
  );
}
