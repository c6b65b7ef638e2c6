import type { AlertPreferences } from '@kolekt/shared/price';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Skeleton } from '@/components/ui/skeleton';
import { useAlertPreferences, useUpdateAlertPreferences } from '../api/alert-preferences';
import { PreferenceSwitch } from './preference-switch';
import { PushDeviceControl } from './push-device-control';

const channels = ['bell', 'email', 'push'] as const;

/** Account settings: which channels carry price alerts, and push on this device. */
export function AlertPreferencesSection() {
  const { t } = useTranslation();
  const id = useId();
  const preferences = useAlertPreferences();
  const update = useUpdateAlertPreferences();
  const [status, setStatus] = useState('');

  const save = (next: AlertPreferences) => {
    setStatus('');
    update.mutate(next, {
      onSuccess: () => setStatus(t('prices.preferences.saved')),
      onError: () => toast.error(t('prices.preferences.saveFailed')),
    });
  };
  // Shown as the user set them while the save runs.
  const shown = update.isPending ? update.variables : preferences.data;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="bg-background space-y-4 rounded-[var(--radius-card)] p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('prices.preferences.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('prices.preferences.description')}</p>
      </div>
      {shown ? (
        <div className="divide-border divide-y">
          {channels.map((channel) => (
            <PreferenceSwitch
              key={channel}
              id={`${id}-${channel}`}
              label={t(`prices.preferences.${channel}.label`)}
              description={t(`prices.preferences.${channel}.description`)}
              checked={shown[channel]}
              disabled={update.isPending}
              onCheckedChange={(checked) => save({ ...shown, [channel]: checked })}
            />
          ))}
        </div>
      ) : preferences.isError ? (
        <p className="text-muted-foreground text-sm">{t('prices.preferences.loadFailed')}</p>
      ) : (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton className="h-36 w-full" />
        </div>
      )}
      <p role="status" className="text-sm text-green-700 empty:hidden">
        {status}
      </p>
      <PushDeviceControl
        onEnabled={() => {
          // Allowing push on a device means wanting it: the channel follows.
          if (preferences.data && !preferences.data.push) save({ ...preferences.data, push: true });
        }}
      />
    </section>
  );
}
