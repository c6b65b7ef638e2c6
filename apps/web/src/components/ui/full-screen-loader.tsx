import { useTranslation } from 'react-i18next';
import { Logo } from './logo';
import { Spinner } from './spinner';

/** Shown until the start-up session refresh finishes (spec §2 "Root"). */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="bg-background fixed inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <Logo />
      <Spinner className="text-primary size-8" />
      <div>
        <p className="text-lg font-semibold">{t('loader.title')}</p>
        <p className="text-muted-foreground text-sm">{t('loader.subtitle')}</p>
      </div>
    </div>
  );
}
