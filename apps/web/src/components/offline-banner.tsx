import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsOnline } from '@/lib/online-status';

/**
 * Says the browser is offline, below every screen and held to the bottom of the window while the
 * page scrolls: at the top the fixed header covered it. At the page's end it takes its own room,
 * so it covers none of the footer; the floating Comments button stays above it. The live region
 * is always there, so a screen reader announces the text when it appears.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useIsOnline();
  return (
    <div role="status" className="sticky bottom-0 z-20">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
