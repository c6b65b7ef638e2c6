import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** 'A new update is available!' with the Update button (spec §1). */
export function UpdateBanner({ onUpdate }: { onUpdate: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="bg-foreground fixed inset-x-3 bottom-3 z-[60] mx-auto flex max-w-md items-center gap-3 rounded-xl px-4 py-3 text-white shadow-2xl"
    >
      <RefreshCw aria-hidden className="size-5 shrink-0" />
      <p className="flex-1 text-sm font-medium">{t('pwa.updateAvailable')}</p>
      <Button size="sm" onClick={onUpdate}>
        {t('pwa.update')}
      </Button>
    </div>
  );
}
