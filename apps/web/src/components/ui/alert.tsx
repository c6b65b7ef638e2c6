import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The shared destructive alert titled 'Alert' (spec §8). */
export function ErrorAlert({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="border-destructive/40 bg-destructive-soft text-destructive-strong flex gap-3 rounded-lg border p-3 text-sm"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{t('common.alert')}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
