import { layout } from '@kolekt/shared/constants';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/use-media-query';

/**
 * Phone browsers take no extensions: a phone is pointed to the app's share target (the web
 * manifest's `share_target`, /share) instead.
 */
export function PhoneNotice() {
  const { t } = useTranslation();
  const phone = !useMediaQuery(`(min-width: ${layout.mobileBreakpointPx}px)`);
  if (!phone) return null;
  return (
    <section
      aria-labelledby="extension-phone-title"
      className="border-border bg-primary-soft space-y-1 rounded-xl border p-4"
    >
      <h2 id="extension-phone-title" className="flex items-center gap-2 font-semibold">
        <Share2 aria-hidden className="size-5" />
        {t('extension.phone.title')}
      </h2>
      <p className="text-sm">{t('extension.phone.text')}</p>
    </section>
  );
}
