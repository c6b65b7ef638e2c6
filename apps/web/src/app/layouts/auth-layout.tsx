import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet } from 'react-router';
import { LanguageToggle } from '@/components/language-toggle';
import { mainContentId, SkipToContent } from '@/components/skip-to-content';
import { Logo } from '@/components/ui/logo';
import { forgetNoRedirectPath } from '@/lib/return-path';
import { useIsAuthenticated } from '@/stores/session-store';

/**
 * Login, register and verify-email. A user who arrives signed in goes to /; a login made on
 * these screens navigates to its own return path, so the guard only looks at the arrival.
 */
export function Component() {
  const { t } = useTranslation();
  const authenticated = useIsAuthenticated();
  const [signedInOnArrival] = useState(authenticated);
  useEffect(forgetNoRedirectPath, []);
  if (signedInOnArrival) return <Navigate to="/" replace />;

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <SkipToContent />
      <aside className="from-primary relative hidden overflow-hidden bg-gradient-to-br to-violet-700 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <Link to="/welcome" className="w-fit rounded-lg">
          <Logo className="[&_rect]:fill-white/20" />
        </Link>
        <div className="space-y-4">
          <p className="text-4xl leading-tight font-bold">{t('landing.headline')}</p>
          <p className="max-w-md text-white/80">{t('auth.layout.tagline')}</p>
        </div>
        <p className="text-sm text-white/70">{t('auth.layout.quote')}</p>
        <div
          aria-hidden
          className="absolute -right-24 -bottom-24 size-80 rounded-full bg-white/10"
        />
      </aside>
      <div className="flex flex-col">
        {/* A header landmark, so the language toggle is not content outside every region. */}
        <header className="flex items-center justify-between p-4 sm:p-6">
          <Link to="/welcome" aria-label={t('nav.home')} className="rounded-lg lg:invisible">
            <Logo />
          </Link>
          <LanguageToggle />
        </header>
        <main
          id={mainContentId}
          tabIndex={-1}
          className="flex flex-1 outline-none items-start justify-center px-4 pb-12 sm:items-center sm:px-6"
        >
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
