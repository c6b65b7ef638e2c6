import { FolderHeart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ProtectedLink } from '@/components/protected-link';
import { mainContentId, SkipToContent } from '@/components/skip-to-content';
import { Logo } from '@/components/ui/logo';
import { TooltipProvider } from '@/components/ui/tooltip';
import { GuestAuthButtons } from '@/features/auth/components/guest-auth-buttons';
import { UserDropdown } from '@/features/auth/components/user-dropdown';
import { SiteFooter } from '@/features/landing/components/site-footer';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { SearchEntry } from '@/features/search/components/search-entry';
import { useIsAuthenticated } from '@/stores/session-store';

// Drawn only inside an open notification panel: loaded then, not with the header.
const InviteAnswerButtons = lazy(() =>
  import('@/features/members/components/invite-answer-buttons').then((module) => ({
    default: module.InviteAnswerButtons,
  })),
);

/**
 * The fixed 16-unit header above every main screen. Tooltips live in this layout (and in the
 * modal layer), not in the app root, so the landing page does not load them.
 */
export function Component() {
  const { t } = useTranslation();
  const authenticated = useIsAuthenticated();
  return (
    <TooltipProvider>
      {/* A floating button (Comments) asks for room at the end, below the footer's links too. */}
      <div className="bg-surface sm:in-[.has-floating-action]:pb-24 min-h-dvh">
        <SkipToContent />
        <header className="border-border bg-background/90 fixed inset-x-0 top-0 z-40 h-16 border-b backdrop-blur">
          <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
            <Link
              to={authenticated ? '/' : '/welcome'}
              aria-label={t('nav.home')}
              className="shrink-0 rounded-lg"
            >
              <Logo compact />
            </Link>
            <div className="flex flex-1 justify-end md:justify-center">
              <SearchEntry />
            </div>
            <nav aria-label={t('nav.main')} className="flex items-center gap-1">
              <ProtectedLink
                to="/collections"
                className="text-muted-foreground hover:bg-muted hover:text-foreground inline-flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-medium"
              >
                <FolderHeart aria-hidden className="size-5" />
                <span className="hidden lg:inline">{t('nav.collections')}</span>
                <span className="sr-only lg:hidden">{t('nav.collections')}</span>
              </ProtectedLink>
              <NotificationsBell
                renderInviteAnswer={(invite) => (
                  <Suspense fallback={null}>
                    <InviteAnswerButtons {...invite} />
                  </Suspense>
                )}
              />
              {authenticated ? <UserDropdown /> : <GuestAuthButtons />}
            </nav>
          </div>
        </header>
        {/* A screen high at least, so the footer never starts in view and jumps as data lands. */}
        <main id={mainContentId} tabIndex={-1} className="min-h-dvh pt-16 outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </TooltipProvider>
  );
}
