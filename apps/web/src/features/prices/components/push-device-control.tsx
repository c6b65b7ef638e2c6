import { BellRing, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePushDevice, type PushDeviceState } from '../hooks/use-push-device';

/** This device's push state in words, and the button that asks the browser for permission. */
export function PushDeviceControl({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useTranslation();
  const { state, enable, disable } = usePushDevice();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<PushDeviceState | void>) => {
    setBusy(true);
    try {
      if ((await action()) === 'on') onEnabled();
    } catch {
      toast.error(t('prices.preferences.device.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (state === 'checking') return null;
  return (
    <div className="bg-surface flex flex-col gap-3 rounded-lg p-3 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="flex items-start gap-2 text-sm">
        <Smartphone aria-hidden className="text-muted-foreground mt-0.5 size-4 shrink-0" />
        {t(`prices.preferences.device.${state}`)}
      </p>
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
