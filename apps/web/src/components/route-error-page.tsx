import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { reportError } from '@/lib/error-reporting';
import { useFirstScreenDrawn } from '@/lib/first-screen';

/**
 * What a screen that failed to render shows instead of the router's developer page. The link is
 * a full page load: a failed screen is most often a chunk gone stale after a new release.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useFirstScreenDrawn();
  useEffect(() => reportError(error), [error]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo />
      <div className="space-y-2">
        <h1 className="text-xl font-semibold sm:text-2xl">{t('errors.unexpected')}</h1>
        <p className="text-muted-foreground">{t('errors.somethingWentWrong')}</p>
      </div>
      <a href="/" className={buttonClasses('primary', 'lg')}>
        {t('notFound.goHome')}
      </a>
    </main>
  );
}
